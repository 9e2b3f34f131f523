import Bowser from 'bowser';
import type { Device } from '../../shared/contract/devices';

/**
 * What a parent recognises their browser by, from the User-Agent its session recorded: bowser
 * (MIT, maintained, no data files; ua-parser-js 2 is AGPL) reads the string. Only names: the
 * versions a User-Agent gives are frozen by Chrome and Safari (Android 10, Mac OS X 10.15.7, Windows
 * 10 for 11), so a number would often be wrong.
 */
export type DeviceName = Pick<Device, 'BROWSER' | 'SYSTEM' | 'KIND'>;

/** bowser's names where ours differ: the Russian name of Yandex's browser, shorter ones elsewhere. */
const BROWSERS: Record<string, string> = {
  'Yandex Browser': 'Яндекс Браузер',
  'Samsung Internet for Android': 'Samsung Internet',
  'Microsoft Edge': 'Edge',
  'Android Browser': 'Браузер Android',
};

export const UNKNOWN_BROWSER = 'Неизвестный браузер';

const KINDS: Record<string, DeviceName['KIND']> = { mobile: 'phone', tablet: 'tablet', desktop: 'computer' };

export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent?.trim()) return { BROWSER: UNKNOWN_BROWSER, SYSTEM: '', KIND: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? '';
  const model = parsed.platform.model;
  // On Apple's phones and tablets the device says more than «iOS».
  const system = parsed.os.name === 'iOS' && (model === 'iPhone' || model === 'iPad') ? model : (parsed.os.name ?? '');
  return {
    BROWSER: BROWSERS[browser] ?? (browser || UNKNOWN_BROWSER),
    SYSTEM: system,
    KIND: KINDS[parsed.platform.type ?? ''] ?? 'unknown',
  };
}
