import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';

describe('fieldErrors', () => {
  it('puts each message beside the field it names', () => {
    const errors = [
      { message: 'Укажите имя', customData: { field: 'name' } },
      { message: 'Проверьте адрес электронной почты', customData: { field: 'email' } },
    ];
    expect(fieldErrors(errors, ['name', 'email'], 'name')).toEqual({
      name: 'Укажите имя',
      email: 'Проверьте адрес электронной почты',
    });
  });

  it('keeps the path of a row of a list field', () => {
    const errors = [{ message: 'Укажите имя', customData: { field: 'children.1.name' } }];
    expect(fieldErrors(errors, ['name', 'children'], 'name')).toEqual({ 'children.1.name': 'Укажите имя' });
  });

  it('gives a message about no field of the form to the fallback field', () => {
    const errors = [{ message: 'Неверный код' }, { message: 'Поле «x»: ожидается строка', customData: { field: 'x' } }];
    expect(fieldErrors(errors, ['phone', 'code'], 'code')).toEqual({ code: 'Неверный код' });
  });
});
