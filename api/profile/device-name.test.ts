import { describe, expect, it } from 'vitest';
import { deviceName, UNKNOWN_BROWSER } from './device-name';

const UA = {
  yandexAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2101K6G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.1.79.00 SA/3 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
};

describe('deviceName', () => {
  it('names the browsers Russian parents use as they know them, with the system or Apple device and its kind', () => {
    expect(deviceName(UA.yandexAndroid)).toEqual({ BROWSER: 'Яндекс Браузер', SYSTEM: 'Android', KIND: 'phone' });
    expect(deviceName(UA.safariIphone)).toEqual({ BROWSER: 'Safari', SYSTEM: 'iPhone', KIND: 'phone' });
    expect(deviceName(UA.safariIpad)).toEqual({ BROWSER: 'Safari', SYSTEM: 'iPad', KIND: 'tablet' });
    expect(deviceName(UA.chromeWindows)).toEqual({ BROWSER: 'Chrome', SYSTEM: 'Windows', KIND: 'computer' });
    expect(deviceName(UA.edgeWindows)).toEqual({ BROWSER: 'Edge', SYSTEM: 'Windows', KIND: 'computer' });
    expect(deviceName(UA.samsung)).toEqual({ BROWSER: 'Samsung Internet', SYSTEM: 'Android', KIND: 'phone' });
    expect(deviceName(UA.safariMac)).toEqual({ BROWSER: 'Safari', SYSTEM: 'macOS', KIND: 'computer' });
  });

  it('says it does not know rather than guess: no User-Agent, an empty one, a script', () => {
    for (const ua of [null, '', '   ', 'node', 'curl/8.5.0']) {
      expect(deviceName(ua)).toEqual({ BROWSER: UNKNOWN_BROWSER, SYSTEM: '', KIND: 'unknown' });
    }
  });
});
