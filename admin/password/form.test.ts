import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { refusalErrors, repeatRefusal } from './form';

describe('the password forms', () => {
  it('ask for the repeat, and refuse one that does not match', () => {
    expect(repeatRefusal('сосны шумят над рекой', '')).toBe('shop.password.repeat_missing');
    expect(repeatRefusal('сосны шумят над рекой', 'сосны шумят над рекою')).toBe('shop.password.mismatch');
    expect(repeatRefusal('сосны шумят над рекой', 'сосны шумят над рекой')).toBeNull();
  });

  it("put the api's refusal beside the field it names, and any other above the button", () => {
    const refusal = (message: string, field?: string) =>
      new HttpError(message, 400, { status: 'error', data: null, errors: [{ message, ...(field ? { customData: { field } } : {}) }] });
    expect(refusalErrors(refusal('Текущий пароль введён неверно', 'current'))).toEqual({ current: 'Текущий пароль введён неверно' });
    expect(refusalErrors(refusal('Новый пароль — не короче 12 символов', 'password'))).toEqual({
      password: 'Новый пароль — не короче 12 символов',
    });
    expect(refusalErrors(refusal('Пароль только что изменили в другом окне: обновите страницу'))).toEqual({
      form: 'Пароль только что изменили в другом окне: обновите страницу',
    });
    // A field the form does not have, or no envelope at all (the connection), goes above the button.
    expect(refusalErrors(refusal('Поле «x»: неверное значение', 'x'))).toEqual({ form: 'Поле «x»: неверное значение' });
    expect(refusalErrors(new HttpError('Сервер не ответил', 503))).toEqual({ form: 'Сервер не ответил' });
  });
});
