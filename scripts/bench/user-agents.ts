/**
 * Real user agents of the phones parents open the shop on, and of the crawlers that must get the
 * whole page (issue 11): `bench:ssr` times the first byte with each, and the server tests pin that
 * the people get the streamed page and the 103 Early Hints, the crawlers the whole document.
 * Browsers' strings as they send them in 2025–2026 (versions matter little: the bot test reads names).
 */
export const PEOPLE = {
  'Chrome Android': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Safari iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'YaBrowser Android':
    'Mozilla/5.0 (Linux; arm_64; Android 12; SM-A525F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.4.97.00 SA/3 Mobile Safari/537.36',
  'YaBrowser iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 YaBrowser/24.6.5.462.10 SA/3 Mobile/15E148 Safari/604.1',
  'Yandex app':
    'Mozilla/5.0 (Linux; arm_64; Android 13; SM-G991B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.219 YaApp_Android/24.61.1 YaSearchBrowser/24.61.1 BroPP/1.0 SA/3 Mobile Safari/537.36',
  'Telegram Android':
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.134 Mobile Safari/537.36 Telegram-Android/11.0.0 (Samsung SM-A536B; Android 13; SDK 33; AVERAGE)',
  // Telegram's in-app browser on iOS is a WKWebView: the system's string without "Safari/".
  'Telegram iOS': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
} as const;

/** Crawlers and link previews: they wait for the whole document. */
export const CRAWLERS = {
  YandexBot: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  Googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  TelegramBot: 'TelegramBot (like TwitterBot)',
} as const;
