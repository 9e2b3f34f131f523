import { z } from 'zod';
import { wholeNumber } from '../shared/node/config';

/**
 * The back office's settings (issue 23; docs/decisions/044, 045), part of the api's configuration
 * (api/config.ts). The sign-in limits count wrong passwords and codes only: a right one gives its
 * try back. Every per-address limit counts an IPv6 /64 as one address (api/limits/address.ts).
 */
export const adminSettings = {
  ADMIN_SESSION_IDLE_HOURS: wholeNumber(12, { min: 1, max: 72, unit: 'часов' }).describe(
    'A staff session in the back office (`/admin/`) ends after this many hours unused; the staff member then signs in again with password and code.',
  ),
  ADMIN_SIGN_INS_PER_IP_HOUR: wholeNumber(30, { min: 1 }).describe(
    'Wrong back-office passwords one address may type in an hour, whatever the e-mails. Past it sign-in from there is refused (429) until the hour ends.',
  ),
  ADMIN_SIGN_INS_PER_EMAIL_AND_IP_HOUR: wholeNumber(10, { min: 1 }).describe(
    'Wrong back-office passwords for one e-mail from one address in an hour.',
  ),
  // Looser, and not counted from an address the account signed in from (docs/decisions/044).
  ADMIN_SIGN_INS_PER_EMAIL_HOUR: wholeNumber(50, { min: 1 }).describe(
    'Wrong back-office passwords for one e-mail in an hour from addresses it has not signed in from in the last 30 days, all together. ' +
      'Past it only those addresses wait: a stranger hammering the e-mail never locks its owner out of her usual address.',
  ),
  ADMIN_WRONG_CODES_PER_STAFF_HOUR: wholeNumber(10, { min: 1 }).describe(
    'Wrong TOTP or recovery codes for one staff account in an hour (after a right password). Past it every code is refused (429), right or not.',
  ),
  ADMIN_WRONG_PASSWORDS_PER_STAFF_HOUR: wholeNumber(5, { min: 1 }).describe(
    'Wrong current passwords one staff account may type in an hour when changing its password from the back office ' +
      '(a session already signed in: what someone with a stolen session would guess). Past it the change is refused (429) ' +
      'until the hour ends; the tries also count against `ADMIN_SIGN_INS_PER_IP_HOUR` of the address. Signing in is not affected.',
  ),
  // `npm start` sets it; a real deployment (Dockerfile, NODE_ENV=production) leaves it off: its password is in the README.
  ADMIN_DEMO_OWNER: z
    .enum(['on', 'off'], { error: 'допустимые значения: on, off' })
    .optional()
    .describe(
      '`on`/`off`: at start, a back office without staff gets the demo owner `owner@demo.local` with the password `demo-owner-2026`, ' +
        'and while her password is still that one the start log prints both (TOTP is enrolled at her first sign-in). ' +
        'Unset: on outside production. `npm start` sets `on`; never set it on a real shop.',
    ),
};

/** Whether the demo owner is made and printed at start (see ADMIN_DEMO_OWNER). */
export function demoOwnerOn(config: { ADMIN_DEMO_OWNER?: 'on' | 'off' | undefined; NODE_ENV: string }): boolean {
  return config.ADMIN_DEMO_OWNER ? config.ADMIN_DEMO_OWNER === 'on' : config.NODE_ENV !== 'production';
}
