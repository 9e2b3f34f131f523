import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import { mergeTranslations } from 'react-admin';
import { orderMessages } from './orders/messages';
import { couponMessages } from './coupons/messages';
import { posterMessages } from './posters/messages';
import { customerMessages } from './customers/messages';
import { dashboardMessages } from './dashboard/messages';
import { passwordMessages } from './password/messages';
import { productMessages } from './products/messages';
import { sectionMessages } from './sections/messages';
import { stockCsvMessages } from './stock-csv/messages';
import { deliveryMessages } from './delivery/messages';
import { certificateMessages } from './certificates/messages';

/** The back office's own words, beside react-admin's Russian (ra-language-russian). */
export const shopMessages = {
  // The dashboard's menu entry and title: the owner's «Сводка».
  ra: { page: { dashboard: 'Сводка' } },
  resources: {
    'offer-grid': { name: 'Остатки и цены |||| Остатки и цены' },
    staff: {
      name: 'Сотрудник |||| Сотрудники',
      fields: { email: 'Почта', name: 'Имя', role: 'Роль', active: 'Работает', enrolled: 'Второй фактор' },
    },
    audit: {
      name: 'Журнал изменений |||| Журнал изменений',
      fields: {
        at: 'Когда',
        'staff.name': 'Кто',
        staffId: 'Сотрудник',
        address: 'Адрес',
        action: 'Что сделано',
        object: 'Объект',
        objectId: 'Номер объекта',
        from: 'С даты',
        to: 'По дату',
        before: 'Было',
        after: 'Стало',
      },
    },
  },
  shop: {
    title: 'Органик Кидс — админка',
    roles: { owner: 'Владелец', manager: 'Менеджер', warehouse: 'Склад' },
    login: {
      title: 'Вход для сотрудников',
      email: 'Почта',
      password: 'Пароль',
      sign_in: 'Войти',
      code: 'Код из приложения или код восстановления',
      code_hint: 'Шесть цифр из приложения-аутентификатора или код восстановления вида xxxx-xxxx',
      confirm: 'Подтвердить',
      back: 'Другая учётная запись',
      enrol_title: 'Подключите второй фактор',
      enrol_scan: 'Отсканируйте QR-код приложением-аутентификатором (Яндекс Ключ, Google Authenticator и другие) и введите код из него.',
      enrol_secret: 'Не получается отсканировать? Введите ключ вручную:',
      enrol_code: 'Код из приложения',
      codes_title: 'Коды восстановления',
      codes_once:
        'Сохраните их в надёжном месте: они показаны один раз. Каждый код заменяет код из приложения при одном входе, если телефона нет под рукой.',
      codes_done: 'Я сохранил коды',
      qr_label: 'QR-код для приложения-аутентификатора',
    },
    staff: {
      password_title: 'Одноразовый пароль',
      password_once: 'Пароль показан один раз. Передайте его сотруднику: при первом входе он подключит второй фактор.',
      password_done: 'Пароль передан',
      reset: 'Сбросить пароль',
      reset_confirm: 'Выдать новый одноразовый пароль? Второй фактор сотрудника будет сброшен.',
      created: 'Сотрудник добавлен',
      // react-admin's «Создать %{name}» would say «Создать Сотрудник»: Russian wants its own words.
      create_title: 'Новый сотрудник',
      edit_title: 'Сотрудник',
    },
  },
};

export const i18nProvider = polyglotI18nProvider(
  () =>
    mergeTranslations(
      russianMessages,
      shopMessages,
      orderMessages,
      customerMessages,
      dashboardMessages,
      passwordMessages,
      sectionMessages,
      productMessages,
      couponMessages,
      posterMessages,
      stockCsvMessages,
      deliveryMessages,
      certificateMessages,
    ),
  'ru',
);
