import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToast, clearToasts, createToastStore, getServerToasts, showErrors } from './store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('appends toasts in order and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add({ html: 'первый', buttons: [] });
    store.add({ html: 'второй', buttons: [] });
    expect(store.list().map((n) => n.html)).toEqual(['первый', 'второй']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("fills in the default notification: notice icon, 'Подтвердите действие', one 'Ок' button", () => {
    const store = createToastStore();
    store.add();
    const [toast] = store.list();
    expect(toast).toMatchObject({ icon: 'notice', html: 'Подтвердите действие', buttons: [{ text: 'Ок' }] });
    expect(toast?.timeout).toBeUndefined();
  });

  it('keeps the defaults when a field is passed as undefined', () => {
    const store = createToastStore();
    store.add({ html: undefined, icon: undefined });
    expect(store.list()[0]).toMatchObject({ icon: 'notice', html: 'Подтвердите действие' });
  });

  it('closes a toast by id and leaves the others', () => {
    const store = createToastStore();
    const a = store.add({ html: 'a' });
    store.add({ html: 'b' });
    store.close(a);
    expect(store.list().map((n) => n.html)).toEqual(['b']);
  });

  it('closes a toast after its timeout', () => {
    const store = createToastStore();
    store.add({ html: 'a', timeout: 1000 });
    store.add({ html: 'b' });
    vi.advanceTimersByTime(999);
    expect(store.list()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.list().map((n) => n.html)).toEqual(['b']);
  });

  it('empties the list on clear-all and forgets the pending timers', () => {
    const store = createToastStore();
    store.add({ html: 'a', timeout: 1000 });
    store.add({ html: 'b' });
    store.clear();
    expect(store.list()).toEqual([]);
    const listener = vi.fn();
    store.subscribe(listener);
    vi.advanceTimersByTime(5000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not notify when closing a toast that is already gone', () => {
    const store = createToastStore();
    const id = store.add({ html: 'a' });
    store.close(id);
    const listener = vi.fn();
    store.subscribe(listener);
    store.close(id);
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives every toast its own id', () => {
    const store = createToastStore();
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

  it('clears existing toasts first, then shows one error toast per error', () => {
    const store = createToastStore();
    store.add({ html: 'старое' });
    store.showErrors(errors);
    expect(store.list()).toHaveLength(3);
    expect(store.list().map((n) => n.html)).toEqual(errors.map((e) => e.message));
  });

  it('uses the message as the HTML body and customData.title as the title', () => {
    const store = createToastStore();
    store.showErrors(errors);
    const [first, second] = store.list();
    expect(first).toMatchObject({ icon: 'error', title: 'Корзина', html: 'Товара нет в наличии', buttons: [] });
    expect(second?.title).toBeUndefined();
  });

  it('lasts 4000 ms for the first and 100 ms longer per index for each later one', () => {
    const store = createToastStore();
    store.showErrors(errors);
    expect(store.list().map((n) => n.timeout)).toEqual([4000, 4100, 4200]);
    vi.advanceTimersByTime(4000);
    expect(store.list()).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(store.list()).toHaveLength(0);
  });

  it('stops the timers of the toasts it cleared', () => {
    const store = createToastStore();
    store.showErrors([{ message: 'раз' }]);
    vi.advanceTimersByTime(3000);
    store.showErrors([{ message: 'два' }]);
    vi.advanceTimersByTime(1500);
    expect(store.list().map((n) => n.html)).toEqual(['два']);
  });
});

describe('on the server', () => {
  it('keeps no module state between requests: the calls do nothing and the snapshot is empty', () => {
    expect(addToast({ html: 'утечка' })).toBe('');
    expect(showErrors([{ message: 'утечка' }])).toEqual([]);
    clearToasts();
    expect(getServerToasts()).toEqual([]);
  });
});

describe('a form’s toasts', () => {
  it('go when the same form answers again, and leave other toasts alone', () => {
    const store = createToastStore();
    store.showErrors([{ message: 'Срок действия промокода истёк' }, { message: 'Промокод не найден' }], 'basket');
    store.add({ html: 'Мы используем Cookies файлы', buttons: [] });
    store.clearForm('checkout');
    expect(store.list()).toHaveLength(3);
    store.clearForm('basket');
    expect(store.list().map((n) => n.html)).toEqual(['Мы используем Cookies файлы']);
  });
});
