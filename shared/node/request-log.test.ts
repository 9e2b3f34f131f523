import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-log';

describe('requestIdFor', () => {
  it('keeps a plain token from the caller', () => {
    expect(requestIdFor('3f2a-web.17')).toBe('3f2a-web.17');
  });

  it('makes a new id when there is none, or it is unsafe or too long', () => {
    for (const header of [undefined, '', 'a b', 'x\r\ny', 'a'.repeat(129)]) {
      expect(requestIdFor(header)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('takes the first of repeated headers', () => {
    expect(requestIdFor(['one', 'two'])).toBe('one');
  });
});
