import type { ApiError } from '../../../shared/contract/envelope';
import { createStore, isBrowser } from '../../lib/store';

/** Spec §3 "Notification item". */
export type NoticeIcon = 'success' | 'error' | 'info' | 'notice';

export interface NoticeButton {
  text: string;
  /** Runs before the notice closes; every button closes its notice (spec §4). */
  click?: () => void;
}

export interface Notice {
  id: string;
  icon: NoticeIcon;
  title?: string;
  /** HTML body; always rendered through client/lib/sanitize. */
  html: string;
  className?: string;
  /** Milliseconds until the notice closes by itself; none means it waits for the shopper. */
  timeout?: number;
  buttons: NoticeButton[];
  /** The form whose answer this is ('basket', 'checkout'…): that form's next answer replaces it. */
  form?: string;
}

export type NoticeInput = Partial<Omit<Notice, 'id'>>;

/** Spec §8, §9: an error notice lasts 4000 ms, each later one 100 ms longer per index. */
export const NOTICE_TIMEOUT_MS = 4000;
export const NOTICE_TIMEOUT_STEP_MS = 100;

/** Spec §3: the default notification asks to confirm and has one 'Ок' button that closes it. */
export const DEFAULT_NOTICE: Omit<Notice, 'id'> = {
  icon: 'notice',
  html: 'Подтвердите действие',
  buttons: [{ text: 'Ок' }],
};

const EMPTY: readonly Notice[] = Object.freeze([]);

export interface NoticeStore {
  list(): readonly Notice[];
  subscribe(listener: () => void): () => void;
  add(input?: NoticeInput): string;
  close(id: string): void;
  clear(): void;
  /** Closes the notices of `form`: a new answer of a form makes its earlier ones stale. */
  clearForm(form: string): void;
  showErrors(errors: readonly ApiError[], form?: string): string[];
}

/** The notice list with its timers. One per browser tab; tests make their own. */
export function createNoticeStore(): NoticeStore {
  const store = createStore<readonly Notice[]>(EMPTY);
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

  function add(input: NoticeInput = {}): string {
    seq += 1;
    const id = `notice-${seq}`;
    const notice: Notice = {
      ...input,
      id,
      icon: input.icon ?? DEFAULT_NOTICE.icon,
      html: input.html ?? DEFAULT_NOTICE.html,
      buttons: input.buttons ?? DEFAULT_NOTICE.buttons,
    };
    store.set((list) => [...list, notice]);
    if (notice.timeout !== undefined && notice.timeout > 0) {
      timers.set(
        id,
        setTimeout(() => close(id), notice.timeout),
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
      for (const notice of store.get()) if (notice.form === form) close(notice.id);
    },
    showErrors(errors, form) {
      // Spec §8: existing notices are cleared first; message as HTML body, customData.title as title.
      clear();
      return errors.map((error, index) =>
        add({
          icon: 'error',
          title: error.customData?.title,
          html: error.message,
          timeout: NOTICE_TIMEOUT_MS + NOTICE_TIMEOUT_STEP_MS * index,
          buttons: [],
          form,
        }),
      );
    },
  };
}

/** The tab's notice list. Only touched in the browser: the server always renders an empty area. */
export const noticeStore = createNoticeStore();

/** Shows a notice (defaults of spec §3 for what is left out); returns its id, '' on the server. */
export function addNotice(input?: NoticeInput): string {
  return isBrowser() ? noticeStore.add(input) : '';
}

export function closeNotice(id: string): void {
  if (isBrowser()) noticeStore.close(id);
}

/** The clear-all event of spec §4. */
export function clearNotices(): void {
  if (isBrowser()) noticeStore.clear();
}

/**
 * Spec §8: errors of basket, order and form actions as error notices, replacing what was shown.
 * With `form`, the form's next answer, a success too, takes them away (clearFormNotices).
 */
export function showErrors(errors: readonly ApiError[], form?: string): string[] {
  return isBrowser() ? noticeStore.showErrors(errors, form) : [];
}

/** A form got a new answer: its earlier notices (a refusal beside a success now) go. */
export function clearFormNotices(form: string): void {
  if (isBrowser()) noticeStore.clearForm(form);
}

/** A form's «saved» or «sent»: a success notice that closes by itself, replacing what was shown. */
export function showSuccess(html: string, timeout: number = NOTICE_TIMEOUT_MS): void {
  clearNotices();
  addNotice({ icon: 'success', html, timeout, buttons: [] });
}

/** For useSyncExternalStore: the server and hydration see no notices. */
export const getServerNotices = (): readonly Notice[] => EMPTY;
