import { z } from 'zod';

/**
 * «Где вы вошли» in the personal area (issue 21): the account's signed-in sessions by device, and
 * ending them all. Moments ISO 8601.
 */

/** One browser signed in to the account. */
export const deviceSchema = z.object({
  /** The browser, as its owner calls it: 'Яндекс Браузер', 'Safari', 'Неизвестный браузер'. */
  BROWSER: z.string(),
  /** The system or the device: 'Android', 'iPhone', 'Windows'; '' when the browser does not say. */
  SYSTEM: z.string(),
  /** What kind of device, for its icon. */
  KIND: z.enum(['phone', 'tablet', 'computer', 'unknown']),
  /** When it was last used (within the hour; the asking browser: now). */
  LAST_USED_AT: z.string(),
  /** The same in Russian, in the shop's time zone: «сегодня в 14:05», «вчера в 9:30», «5 марта 2026 в 14:05». */
  LAST_USED: z.string(),
  /** The browser that asked: listed first. */
  CURRENT: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

/** GET /profile/devices/. */
export const devicesDataSchema = z.object({ devices: z.array(deviceSchema) });
export type DevicesData = z.infer<typeof devicesDataSchema>;

/** POST /profile/logoutEverywhere/: an empty body. */
export const logoutEverywhereBodySchema = z.object({});
