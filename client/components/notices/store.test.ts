import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addNotice, clearNotices, createNoticeStore, getServerNotices, showErrors } from './store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notice store', () => {
  it('appends notices in order and tells subscribers', () => {
    const store = createNoticeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add({ html: 'первый', buttons: [] });
    store.add({ html: 'второй', buttons: [] });
    expect(store.list().map((n) => n.html)).toEqual(['первый', 'второй']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("fills in the default notification: notice icon, 'Подтвердите действие', one 'Ок' button", () => {
    const store = createNoticeStore();
    store.add();
    const [notice] = store.list();
    expect(notice).toMatchObject({ icon: 'notice', html: 'Подтвердите действие', buttons: [{ text: 'Ок' }] });
    expect(notice?.timeout).toBeUndefined();
  });

  it('keeps the defaults when a field is passed as undefined', () => {
    const store = createNoticeStore();
    store.add({ html: undefined, icon: undefined });
    expect(store.list()[0]).toMatchObject({ icon: 'notice', html: 'Подтвердите действие' });
  });

  it('closes a notice by id and leaves the others', () => {
    const store = createNoticeStore();
    const a = store.add({ html: 'a' });
    store.add({ html: 'b' });
    store.close(a);
    expect(store.list().map((n) => n.html)).toEqual(['b']);
  });

  it('closes a notice after its timeout', () => {
    const store = createNoticeStore();
    store.add({ html: 'a', timeout: 1000 });
    store.add({ html: 'b' });
    vi.advanceTimersByTime(999);
    expect(store.list()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.list().map((n) => n.html)).toEqual(['b']);
  });

  it('empties the list on clear-all and forgets the pending timers', () => {
    const store = createNoticeStore();
    store.add({ html: 'a', timeout: 1000 });
    store.add({ html: 'b' });
    store.clear();
    expect(store.list()).toEqual([]);
    const listener = vi.fn();
    store.subscribe(listener);
    vi.advanceTimersByTime(5000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not notify when closing a notice that is already gone', () => {
    const store = createNoticeStore();
    const id = store.add({ html: 'a' });
    store.close(id);
    const listener = vi.fn();
    store.subscribe(listener);
    store.close(id);
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives every notice its own id', () => {
    const store = createNoticeStore();
    const ids = [store.add(), store.add(), store.add()];
    expect(new Set(ids).size).toBe(3);
  });
});

describe('showErrors (spec §8)', () => {
  const errors = [
    { message: 'Товара нет в наличии', customData: { title: 'Корзина' } },
    { message: '<b>Купон</b> не найден' },
    { message: 'Третья ошибка' },
  ];

  it('clears existing notices first, then shows one error notice per error', () => {
    const store = createNoticeStore();
    store.add({ html: 'старое' });
    store.showErrors(errors);
    expect(store.list()).toHaveLength(3);
    expect(store.list().map((n) => n.html)).toEqual(errors.map((e) => e.message));
  });

  it('uses the message as the HTML body and customData.title as the title', () => {
    const store = createNoticeStore();
    store.showErrors(errors);
    const [first, second] = store.list();
    expect(first).toMatchObject({ icon: 'error', title: 'Корзина', html: 'Товара нет в наличии', buttons: [] });
    expect(second?.title).toBeUndefined();
  });

  it('lasts 4000 ms for the first and 100 ms longer per index for each later one', () => {
    const store = createNoticeStore();
    store.showErrors(errors);
    expect(store.list().map((n) => n.timeout)).toEqual([4000, 4100, 4200]);
    vi.advanceTimersByTime(4000);
    expect(store.list()).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(store.list()).toHaveLength(0);
  });

  it('stops the timers of the notices it cleared', () => {
    const store = createNoticeStore();
    store.showErrors([{ message: 'раз' }]);
    vi.advanceTimersByTime(3000);
    store.showErrors([{ message: 'два' }]);
    vi.advanceTimersByTime(1500);
    expect(store.list().map((n) => n.html)).toEqual(['два']);
  });
});

describe('on the server', () => {
  it('keeps no module state between requests: the calls do nothing and the snapshot is empty', () => {
    expect(addNotice({ html: 'утечка' })).toBe('');
    expect(showErrors([{ message: 'утечка' }])).toEqual([]);
    clearNotices();
    expect(getServerNotices()).toEqual([]);
  });
});

describe('a form’s notices', () => {
  it('go when the same form answers again, and leave other notices alone', () => {
    const store = createNoticeStore();
    store.showErrors([{ message: 'Срок действия промокода истёк' }, { message: 'Промокод не найден' }], 'basket');
    store.add({ html: 'Мы используем Cookies файлы', buttons: [] });
    store.clearForm('checkout');
    expect(store.list()).toHaveLength(3);
    store.clearForm('basket');
    expect(store.list().map((n) => n.html)).toEqual(['Мы используем Cookies файлы']);
  });
});
