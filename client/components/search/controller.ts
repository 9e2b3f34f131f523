import type { SearchResult } from '../../../shared/contract/catalog';

/** Spec §4, §9: the overlay searches 600 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 600;

export type SearchStatus = 'empty' | 'typing' | 'loading' | 'done' | 'failed';

export interface SearchState {
  /** The text as typed. */
  query: string;
  status: SearchStatus;
  /** Results of `answered`; kept while the next query is typed so the list does not flicker. */
  results: SearchResult[];
  /** How many products `answered` finds in all (the results page's count), null when not told. */
  total: number | null;
  /** The trimmed query the results answer ('' before any answer). */
  answered: string;
  /** Why the last search was refused (too many searches), in the api's words; null otherwise. */
  refusal: string | null;
}

/** A search's answer: the overlay's list and the total behind it (null when the back-end does not say). */
export interface Found {
  results: SearchResult[];
  total: number | null;
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SearchControllerDeps {
  search(query: string, signal: AbortSignal): Promise<Found>;
  /** The message to show for a failed search, or null to show none (spec §8: only logged). */
  refusalOf?(error: unknown): string | null;
  onChange(state: SearchState): void;
  delayMs?: number;
  /** setTimeout/clearTimeout unless told: tests pass their own clock. */
  timers?: Timers;
}

export interface SearchController {
  /** The input changed. An empty query clears the results and searches for nothing (spec §4, §5). */
  input(text: string): void;
  /** Enter: the trimmed query to open the results page with, or null when there is none. */
  submit(): string | null;
  state(): SearchState;
  /** Stops the timer and the request in flight (the overlay closed). */
  dispose(): void;
}

export const EMPTY_SEARCH: SearchState = { query: '', status: 'empty', results: [], total: null, answered: '', refusal: null };

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The overlay's search logic without React: debounce, one request at a time, stale answers
 * ignored (a slow answer to 'бод' never replaces the one to 'боди'), a failure only logged
 * by the caller (spec §8: no message for a failed request).
 */
export function createSearchController({
  search,
  refusalOf = () => null,
  onChange,
  delayMs = SEARCH_DEBOUNCE_MS,
  timers = realTimers,
}: SearchControllerDeps): SearchController {
  let state = EMPTY_SEARCH;
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  /** The trimmed query last sent or about to be sent. */
  let wanted = '';

  const set = (next: SearchState) => {
    state = next;
    onChange(state);
  };

  const stop = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  };

  const run = (query: string) => {
    timer = null;
    const request = new AbortController();
    inFlight = request;
    set({ ...state, status: 'loading' });
    search(query, request.signal).then(
      ({ results, total }) => {
        if (inFlight !== request) return;
        inFlight = null;
        set({ ...state, status: 'done', results, total, answered: query, refusal: null });
      },
      (error: unknown) => {
        if (inFlight !== request) return;
        inFlight = null;
        set({ ...state, status: 'failed', refusal: refusalOf(error) });
      },
    );
  };

  return {
    input(text) {
      const query = text.trim();
      if (!query) {
        stop();
        wanted = '';
        set({ ...EMPTY_SEARCH, query: text });
        return;
      }
      // Same words with other spaces around them: nothing new to ask.
      if (query === wanted && state.status !== 'failed') {
        set({ ...state, query: text });
        return;
      }
      stop();
      wanted = query;
      set({ ...state, query: text, status: 'typing' });
      timer = timers.set(() => run(query), delayMs);
    },
    submit() {
      const query = state.query.trim();
      if (!query) return null;
      stop();
      return query;
    },
    state: () => state,
    dispose: stop,
  };
}
