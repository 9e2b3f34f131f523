import type { CallTable } from '../call';
import { PROOF_REFUSALS } from '../code-proof';
import { CODE_LIMIT_REFUSALS } from '../profile-constants';
import { devicesDataSchema, logoutEverywhereBodySchema } from '../devices';
import {
  feedbackListDataSchema,
  loginBodySchema,
  logoutBodySchema,
  nullDataSchema,
  personalCouponsDataSchema,
  profileDataSchema,
  proofChallengeSchema,
  profileUpdateBodySchema,
  registerBodySchema,
  sendCodeBodySchema,
  sendCodeDataSchema,
  subscriptionsBodySchema,
} from '../profile';

/** Past WRONG_LOGIN_CODES_PER_IP_HOUR wrong codes from one address every code from there is refused, right or not. */
const wrongCodes = { status: 429, field: 'code', message: `${CODE_LIMIT_REFUSALS.wrong}. Попробуйте через …` } as const;

/** The personal area (spec §7.5). Every answer is personal; every POST changes something. */
export const profileCalls = {
  'GET /profile/': {
    summary: 'Профиль вошедшего покупателя; для гостя data: null',
    response: profileDataSchema,
    cache: 'private',
  },
  'POST /profile/sendCode/': {
    summary: 'Отправить код для входа по СМС (сверх дневного числа кодов на номер — после проверки «Я не робот»)',
    body: sendCodeBodySchema,
    response: sendCodeDataSchema,
    cache: 'private',
    refusals: {
      rateLimited: { status: 429, field: 'phone', message: `${CODE_LIMIT_REFUSALS.asked}. Попробуйте через …` },
      proofRequired: PROOF_REFUSALS.required,
      proofFailed: PROOF_REFUSALS.failed,
      proofExpired: PROOF_REFUSALS.expired,
      proofUsed: PROOF_REFUSALS.used,
    },
  },
  'GET /profile/codeChallenge/': {
    summary: 'Задача проверки «Я не робот» (ALTCHA, доказательство работы) для запроса кода',
    response: proofChallengeSchema,
    cache: 'private',
  },
  'POST /profile/login/': {
    summary: 'Войти по телефону и коду из СМС',
    body: loginBodySchema,
    response: profileDataSchema,
    cache: 'private',
    refusals: { tooManyWrongCodes: wrongCodes },
  },
  'POST /profile/register/': {
    summary: 'Зарегистрироваться по телефону и коду из СМС',
    body: registerBodySchema,
    response: profileDataSchema,
    cache: 'private',
    refusals: { tooManyWrongCodes: wrongCodes },
  },
  'POST /profile/logout/': {
    summary: 'Выйти из личного кабинета',
    body: logoutBodySchema,
    response: nullDataSchema,
    cache: 'private',
  },
  'POST /profile/update/': {
    summary: 'Изменить личные данные: имя, почту, день рождения, детей',
    body: profileUpdateBodySchema,
    response: profileDataSchema,
    cache: 'private',
  },
  'POST /profile/updateSubscriptions/': {
    summary: 'Подписки на новости по почте и СМС',
    body: subscriptionsBodySchema,
    response: profileDataSchema,
    cache: 'private',
  },
  'GET /profile/promocodes/': {
    summary: 'Личные промокоды покупателя',
    response: personalCouponsDataSchema,
    cache: 'private',
  },
  'GET /profile/feedback/': {
    summary: 'Обращения, отправленные из личного кабинета',
    response: feedbackListDataSchema,
    cache: 'private',
  },
  'GET /profile/devices/': {
    summary: 'Где вы вошли: браузеры, в которых открыт личный кабинет, и когда ими пользовались',
    response: devicesDataSchema,
    cache: 'private',
  },
  'POST /profile/logoutEverywhere/': {
    summary: 'Выйти на всех устройствах, и на этом тоже',
    body: logoutEverywhereBodySchema,
    response: nullDataSchema,
    cache: 'private',
  },
} as const satisfies CallTable;
