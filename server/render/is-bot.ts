/** Crawlers and link previews: they get the whole document at once (onAllReady), people get it streamed. */
const BOT_RE =
  /bot|crawl|spider|slurp|yandex|google|bing|baidu|duckduck|facebookexternalhit|vkshare|telegram|whatsapp|skype|preview|lighthouse|headless/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_RE.test(userAgent);
}
