import { describe, expect, it } from 'vitest';
import { personName, personPhone } from './person-input';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('a name a parent types', () => {
  it('is taken with letters in any script, an emoji beside them too', () => {
    for (const name of ['Анна', ' Ольга Петрова ', 'Anna-Maria', 'Анна 👶']) expect(personName.safeParse(name).success).toBe(true);
  });

  it('is refused without a letter: an emoji, dots or digits alone', () => {
    for (const name of ['😀', '...', '123', '👶👶']) expect(messages(personName.safeParse(name))).toEqual(['Укажите имя буквами']);
    expect(messages(personName.safeParse('   '))).toEqual(['Укажите имя']);
  });
});

describe('a phone a parent types', () => {
  it('is read with spaces, brackets, dashes and an 8 or +7', () => {
    for (const phone of ['8 (916) 123 45 67', '+7 916 123-45-67', '9161234567', '8-916-123-45-67'])
      expect(personPhone.parse(phone)).toBe('79161234567');
  });
});
