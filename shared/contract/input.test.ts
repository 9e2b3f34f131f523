import { describe, expect, it } from 'vitest';
import { isPrintable, printableOnly, typedText } from './input';

describe('isPrintable', () => {
  it('takes what a person types, in any script, with tabs and line breaks', () => {
    for (const text of ['Анна', 'ул. Ленина, 5\nкв. 3', 'a\tb', '👶🏻 боди', '«Ёлка» — 100 %']) expect(isPrintable(text), text).toBe(true);
  });

  it('refuses NUL, other control characters, DEL and halves of a UTF-16 pair', () => {
    for (const text of ['a\u0000', '\u0007', '\u001b[31m', '\u007f', '\ud800', 'x\udfffy']) expect(isPrintable(text), text).toBe(false);
  });
});

describe('printableOnly', () => {
  it('drops what isPrintable refuses and keeps the rest', () => {
    expect(printableOnly('бо\u0000ди\ud800 👶')).toBe('боди 👶');
  });
});

describe('typedText', () => {
  it('names the field in its refusal', () => {
    const result = typedText('Укажите имя', 'Имя').safeParse('Анна\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Имя: недопустимые символы');
  });
});
