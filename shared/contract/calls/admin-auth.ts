import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import { STAFF_ACCESS_REFUSALS } from '../admin/roles';
import {
  emptyDataSchema,
  meDataSchema,
  SIGN_IN_REFUSALS,
  signInBodySchema,
  signInDataSchema,
  totpBodySchema,
  totpDataSchema,
} from '../admin/staff';
import { newPasswordBodySchema, PASSWORD_REFUSALS, passwordChangeBodySchema, passwordChangeDataSchema } from '../admin/password';

/** The back office's sign-in (docs/decisions/044): password, then the second factor. Every answer is personal. */
export const adminAuthCalls = {
  'GET /admin/auth/me/': {
    summary: 'Вошедший сотрудник и CSRF-токен его сессии',
    response: meDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.auth,
  },
  'POST /admin/auth/sign-in/': {
    summary: 'Вход сотрудника: почта и пароль; дальше код TOTP или подключение TOTP',
    body: signInBodySchema,
    response: signInDataSchema,
    cache: 'private',
    staff: 'anyone',
    refusals: { wrongPassword: SIGN_IN_REFUSALS.wrongPassword, tooManyTries: SIGN_IN_REFUSALS.tooManyTries },
  },
  'POST /admin/auth/totp/': {
    summary: 'Второй шаг входа: код из приложения или код восстановления (при подключении — коды восстановления в ответе, один раз)',
    body: totpBodySchema,
    response: totpDataSchema,
    cache: 'private',
    staff: 'second-factor',
    refusals: {
      signedOut: STAFF_ACCESS_REFUSALS.signedOut,
      wrongCode: SIGN_IN_REFUSALS.wrongCode,
      expired: SIGN_IN_REFUSALS.expired,
      tooManyCodes: SIGN_IN_REFUSALS.tooManyCodes,
      oneTimeFirst: PASSWORD_REFUSALS.oneTimeFirst,
    },
  },
  'POST /admin/auth/new-password/': {
    summary: 'Вход с одноразовым паролем: свой пароль вместо него, до кода; дальше код TOTP или подключение TOTP',
    body: newPasswordBodySchema,
    response: signInDataSchema,
    cache: 'private',
    staff: 'second-factor',
    refusals: {
      signedOut: STAFF_ACCESS_REFUSALS.signedOut,
      expired: SIGN_IN_REFUSALS.expired,
      sameAsOneTime: PASSWORD_REFUSALS.sameAsOneTime,
      notNeeded: PASSWORD_REFUSALS.notNeeded,
    },
  },
  'POST /admin/auth/password/': {
    summary: 'Сменить свой пароль (нужен текущий); другие сессии сотрудника закрываются, эта остаётся',
    body: passwordChangeBodySchema,
    response: passwordChangeDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.auth,
    refusals: {
      wrongCurrent: PASSWORD_REFUSALS.wrongCurrent,
      tooManyTries: PASSWORD_REFUSALS.tooManyTries,
      changedMeanwhile: PASSWORD_REFUSALS.changedMeanwhile,
    },
  },
  // Last of the admin calls in the table: the malformed-input test's staff session ends here.
  'POST /admin/auth/sign-out/': {
    summary: 'Выйти из панели управления',
    response: emptyDataSchema,
    cache: 'private',
    staff: 'anyone',
  },
} as const satisfies CallTable;
