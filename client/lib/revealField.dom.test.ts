// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealFirstError } from './revealField';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('revealFirstError', () => {
  it('brings the first marked field in the page’s order into view and focuses its control', () => {
    document.body.innerHTML = `
      <form>
        <div data-field><label>Имя <input name="name"></label></div>
        <div data-field role="radiogroup" aria-invalid="true">
          <label><input type="radio" name="point" value="1"> Тверская</label>
          <label><input type="radio" name="point" value="2"> Арбат</label>
        </div>
        <div data-field><input type="checkbox" name="consent" aria-invalid="true"></div>
      </form>`;
    const group = document.querySelector<HTMLElement>('[role="radiogroup"]')!;
    const scrolled = vi.spyOn(group, 'scrollIntoView');
    revealFirstError(document.querySelector('form'));
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(document.activeElement).toBe(document.querySelector('input[value="1"]'));
  });

  it('focuses the chosen card of a marked group, and a marked control itself', () => {
    document.body.innerHTML = `
      <form>
        <div data-field><label>Телефон <input name="phone" aria-invalid="true"></label></div>
      </form>`;
    const block = document.querySelector<HTMLElement>('[data-field]')!;
    const scrolled = vi.spyOn(block, 'scrollIntoView');
    revealFirstError(document.querySelector('form'));
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toBe(document.querySelector('input[name="phone"]'));
  });

  it('does nothing when nothing is marked', () => {
    document.body.innerHTML = '<form><input name="name"></form>';
    revealFirstError(document.querySelector('form'));
    expect(document.activeElement).toBe(document.body);
  });
});
