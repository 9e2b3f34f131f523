import type { CallTable } from '../call';
import { devicesDataSchema, logoutEverywhereBodySchema } from '../devices';
import {
  feedbackListDataSchema,
  loginBodySchema,
  logoutBodySchema,
  nullDataSchema,
  personalCouponsDataSchema,
  profileDataSchema,
  profileUpdateBodySchema,
  registerBodySchema,
  sendCodeBodySchema,
  sendCodeDataSchema,
  subscriptionsBodySchema,
} from '../profile';

/** The personal area (spec §7.5). Every answer is personal; every POST changes something. */
export const profileCalls = {
  'GET /profile/': {
    summary: 'Профиль вошедшего покупателя; для гостя data: null',
    response: profileDataSchema,
    cache: 'private',
  },
  'POST /profile/sendCode/': {
    summary: 'Отправить код для входа по СМС',
    body: sendCodeBodySchema,
    response: sendCodeDataSchema,
    cache: 'private',
  },
  'POST /profile/login/': {
    summary: 'Войти по телефону и коду из СМС',
    body: loginBodySchema,
    response: profileDataSchema,
    cache: 'private',
  },
  'POST /profile/register/': {
    summary: 'Зарегистрироваться по телефону и коду из СМС',
    body: registerBodySchema,
    response: profileDataSchema,
    cache: 'private',
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
