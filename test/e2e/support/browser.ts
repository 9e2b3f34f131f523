import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { useFresh } from '../../support/lifetime';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { dismissOneTimeNotices } from './notices';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * What a parent's phone and a desktop browser call themselves. Headless Chromium says
 * 'HeadlessChrome', which the shop (rightly) takes for a robot and sends the whole document at
 * once; the journeys shop as people do, with the page streamed.
 */
const USER_AGENTS = {
  phone: 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** One Chromium for the file's journeys (each opens a context of its own); answers its getter. */
export const useBrowser = () => useFresh(launchBrowser, (browser) => browser.close(), 'file');

export interface ShopPage {
  page: Page;
  /** Everything that went wrong in the page: errors, failed requests, console errors and warnings. */
  problems: string[];
  close(): Promise<void>;
}

/**
 * A fresh browser context at a viewport that records every page error, failed request, bad
 * response and console error or warning (React reports hydration mismatches there), so that a
 * journey can end with `expect(problems).toEqual([])`. `userAgent`: another browser than the
 * viewport's usual one (a second phone of the same parent).
 */
export async function openShopPage(browser: Browser, viewport = PHONE, options: { userAgent?: string } = {}): Promise<ShopPage> {
  const phone = viewport.width < 808;
  const context = await browser.newContext({
    viewport,
    userAgent: options.userAgent ?? (phone ? USER_AGENTS.phone : USER_AGENTS.desktop),
    baseURL: inject('baseUrl'),
    locale: 'ru-RU',
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('requestfailed', (req) => {
    // A navigation away cancels in-flight requests; that is not a failure of the shop.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`response ${res.status()}: ${res.url()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** Waits until React has hydrated the document (the client marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
}

/**
 * One journey of a returning shopper (the one-time notices already seen) in a fresh context:
 * runs `steps`, then expects the page to have recorded no problem; the context is closed
 * whatever happens. `problems` is there for a step that expects one and takes it out.
 */
export async function journey(
  browser: Browser,
  viewport: typeof PHONE,
  steps: (page: Page, problems: string[]) => Promise<void>,
): Promise<void> {
  const { page, problems, close } = await openShopPage(browser, viewport);
  try {
    await dismissOneTimeNotices(page);
    await steps(page, problems);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}
