import type { Page } from 'playwright-core';

/** Marks the poster and cookie notice as seen, as a returning shopper would have them. */
export async function dismissOneTimeNotices(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookies:accepted', '1');
    localStorage.setItem('posters:shown', JSON.stringify({ 1: Date.now(), 2: Date.now() }));
  });
}
