import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import { mergeTranslations } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { orderMessages } from '../messages';
import { orderPageMessages } from './messages';
import { withWords } from './OrderPageWords';

const app = polyglotI18nProvider(() => mergeTranslations(russianMessages, orderMessages), 'ru');
const page = withWords(app, orderPageMessages);

describe("the order page's words over the app's", () => {
  it('translates the page’s own keys, with their arguments', () => {
    expect(page.translate('shop.orders.show.surcharge_due', { sum: '450,50 р.' })).toBe('Ждём доплату 450,50 р.');
    expect(page.translate('shop.orders.show.receipt_kind.refund')).toBe('Чек возврата');
  });

  it('leaves every other key to the app: its words, react-admin’s, and a default given with the key', () => {
    expect(page.translate('shop.orders.actions.back')).toBe('Назад');
    expect(page.translate('shop.orders.payment.sbp')).toBe('СБП');
    expect(page.translate('ra.action.save')).toBe(app.translate('ra.action.save'));
    expect(page.translate('shop.orders.show.actor.robot', { _: 'robot' })).toBe('robot');
    expect(page.getLocale()).toBe('ru');
  });

  it('has no key the app’s own words also hold: each word lives in one place', () => {
    const appKeys = new Set(Object.keys(flatten(orderMessages)));
    expect(Object.keys(flatten(orderPageMessages)).filter((key) => appKeys.has(key))).toEqual([]);
  });
});

function flatten(words: object, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(words).flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'object' && value !== null ? Object.entries(flatten(value, `${prefix}${key}.`)) : [[`${prefix}${key}`, value]],
    ),
  );
}
