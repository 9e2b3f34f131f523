import type { ApiError } from '../../../shared/contract/envelope';
import { createStore, isBrowser } from '../../lib/store';

/**
 * Toasts: what the spec calls notices and notifications (§2.10, §3, §8), the short cards at the
 * bottom of the screen. "Notice" in the code is the SMS or e-mail the api sends the shopper.
 */

/** Spec §3 "Notification item". */
export type ToastIcon = 'success' | 'error' | 'info' | 'notice';

export interface ToastButton {
  text: string;
  /** Runs before the toast closes; every button closes its toast (spec §4). */
  click?: () => void;
}

export interface Toast {
  id: string;
  icon: ToastIcon;
  title?: string;
  /** HTML body; always rendered through client/lib/sanitize. */
  html: string;
  className?: string;
  /** Milliseconds until the toast closes by itself; none means it waits for the shopper. */
  timeout?: number;
  buttons: ToastButton[];
  /** The form whose answer this is ('basket', 'checkout'…): that form's next answer replaces it. */
  form?: string;
}

export type ToastInput = Partial<Omit<Toast, 'id'>>;

/** Spec §8, §9: an error toast lasts 4000 ms, each later one 100 ms longer per index. */
export const TOAST_TIMEOUT_MS = 4000;
export const TOAST_TIMEOUT_STEP_MS = 100;

/** Spec §3: the default notification asks to confirm and has one 'Ок' button that closes it. */
export const DEFAULT_TOAST: Omit<Toast, 'id'> = {
  icon: 'notice',
  html: 'Подтвердите действие',
  buttons: [{ text: 'Ок' }],
};

const EMPTY: readonly Toast[] = Object.freeze([]);

export interface ToastStore {
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  add(input?: ToastInput): string;
  close(id: string): void;
  clear(): void;
  /** Closes the toasts of `form`: a new answer of a form makes its earlier ones stale. */
  clearForm(form: string): void;
  showErrors(errors: readonly ApiError[], form?: string): string[];
}

/** The toast list with its timers. One per browser tab; tests make their own. */
export function createToastStore(): ToastStore {
  const store = createStore<readonly Toast[]>(EMPTY);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let seq = 0;

  function stopTimer(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function close(id: string) {
    stopTimer(id);
    store.set((list) => (list.some((n) => n.id === id) ? list.filter((n) => n.id !== id) : list));
  }

  function add(input: ToastInput = {}): string {
    seq += 1;
    const id = `toast-${seq}`;
    const toast: Toast = {
      ...input,
      id,
      icon: input.icon ?? DEFAULT_TOAST.icon,
      html: input.html ?? DEFAULT_TOAST.html,
      buttons: input.buttons ?? DEFAULT_TOAST.buttons,
    };
    store.set((list) => [...list, toast]);
    if (toast.timeout !== undefined && toast.timeout > 0) {
      timers.set(
        id,
        setTimeout(() => close(id), toast.timeout),
      );
    }
    return id;
  }

  function clear() {
    for (const id of [...timers.keys()]) stopTimer(id);
    store.set(EMPTY);
  }

  return {
    list: store.get,
    subscribe: store.subscribe,
    add,
    close,
    clear,
    clearForm(form) {
      for (const toast of store.get()) if (toast.form === form) close(toast.id);
    },
    showErrors(errors, form) {
      // Spec §8: existing toasts are cleared first; message as HTML body, customData.title as title.
      clear();
      return errors.map((error, index) =>
        add({
          icon: 'error',
          title: error.customData?.title,
          html: error.message,
          timeout: TOAST_TIMEOUT_MS + TOAST_TIMEOUT_STEP_MS * index,
          buttons: [],
          form,
        }),
      );
    },
  };
}

/** The tab's toast list. Only touched in the browser: the server always renders an empty area. */
export const toastStore = createToastStore();

/** Shows a toast (defaults of spec §3 for what is left out); returns its id, '' on the server. */
export function addToast(input?: ToastInput): string {
  return isBrowser() ? toastStore.add(input) : '';
}

export function closeToast(id: string): void {
  if (isBrowser()) toastStore.close(id);
}

/** The clear-all event of spec §4. */
export function clearToasts(): void {
  if (isBrowser()) toastStore.clear();
}

/**
 * Spec §8: errors of basket, order and form actions as error toasts, replacing what was shown.
 * With `form`, the form's next answer, a success too, takes them away (clearFormToasts).
 */
export function showErrors(errors: readonly ApiError[], form?: string): string[] {
  return isBrowser() ? toastStore.showErrors(errors, form) : [];
}

/** A form got a new answer: its earlier toasts (a refusal beside a success now) go. */
export function clearFormToasts(form: string): void {
  if (isBrowser()) toastStore.clearForm(form);
}

/** A form's «saved» or «sent»: a success toast that closes by itself, replacing what was shown. */
export function showSuccess(html: string, timeout: number = TOAST_TIMEOUT_MS): void {
  clearToasts();
  addToast({ icon: 'success', html, timeout, buttons: [] });
}

/** For useSyncExternalStore: the server and hydration see no toasts. */
export const getServerToasts = (): readonly Toast[] => EMPTY;
