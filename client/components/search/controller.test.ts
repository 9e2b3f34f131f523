import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../shared/contract/catalog';
import { searchResult } from '../../testing/catalog';
import { createSearchController, SEARCH_DEBOUNCE_MS, type Found, type SearchState, type Timers } from './controller';

/** A clock the test moves by hand. */
function fakeTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    set(run, ms) {
      seq += 1;
      pending.set(seq, { at: now + ms, run });
      return seq;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at <= now) {
          pending.delete(id);
          t.run();
        }
      }
    },
    pendingCount: () => pending.size,
  };
}

const result = (ID: number, NAME: string): SearchResult => searchResult({ ID, CODE: `p${ID}`, NAME });

/** A search whose answers the test releases one by one. */
function fakeSearch() {
  const calls: Array<{
    query: string;
    signal: AbortSignal;
    resolve: (r: SearchResult[], total?: number | null) => void;
    reject: (e: unknown) => void;
  }> = [];
  return {
    calls,
    search: (query: string, signal: AbortSignal) =>
      new Promise<Found>((resolve, reject) =>
        calls.push({ query, signal, resolve: (results, total = null) => resolve({ results, total }), reject }),
      ),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const clock = fakeTimers();
  const api = fakeSearch();
  const states: SearchState[] = [];
  const refusalOf = (error: unknown) => (error instanceof Error && error.message.startsWith('Слишком') ? error.message : null);
  const controller = createSearchController({ search: api.search, refusalOf, onChange: (s) => states.push(s), timers: clock.timers });
  return { clock, api, states, controller };
}

describe('the search overlay’s query logic (spec §4, §5)', () => {
  it('searches once, 600 ms after the last keystroke', () => {
    const { clock, api, controller } = setup();
    for (const text of ['б', 'бе', 'беж', 'бежевый']) {
      controller.input(text);
      clock.advance(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(api.calls).toHaveLength(0);
    clock.advance(1);
    expect(api.calls.map((c) => c.query)).toEqual(['бежевый']);
  });

  it('sends the query trimmed and shows the answer', async () => {
    const { clock, api, controller } = setup();
    controller.input('  бежевый боди ');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(controller.state().status).toBe('loading');
    api.calls[0]!.resolve([result(1, 'Боди бежевое')]);
    await flush();
    expect(controller.state()).toMatchObject({ status: 'done', answered: 'бежевый боди', query: '  бежевый боди ' });
    expect(controller.state().results.map((r) => r.NAME)).toEqual(['Боди бежевое']);
  });

  it('clears the results and searches nothing for an empty query', async () => {
    const { clock, api, controller } = setup();
    controller.input('боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    api.calls[0]!.resolve([result(1, 'Боди')]);
    await flush();
    controller.input('   ');
    expect(controller.state()).toMatchObject({ status: 'empty', results: [], answered: '' });
    clock.advance(SEARCH_DEBOUNCE_MS * 2);
    expect(api.calls).toHaveLength(1);
    expect(clock.pendingCount()).toBe(0);
  });

  it('cancels a pending search when the field is emptied before the pause ends', () => {
    const { clock, api, controller } = setup();
    controller.input('боди');
    clock.advance(300);
    controller.input('');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(api.calls).toHaveLength(0);
  });

  it('ignores a slow answer to an older query', async () => {
    const { clock, api, controller } = setup();
    controller.input('бод');
    clock.advance(SEARCH_DEBOUNCE_MS);
    controller.input('боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(api.calls[0]!.signal.aborted).toBe(true);
    api.calls[1]!.resolve([result(2, 'Боди')]);
    api.calls[0]!.resolve([result(1, 'Бодибэг')]);
    await flush();
    expect(controller.state()).toMatchObject({ status: 'done', answered: 'боди' });
    expect(controller.state().results.map((r) => r.ID)).toEqual([2]);
  });

  it('keeps the previous results on screen while the next query is typed', async () => {
    const { clock, api, controller } = setup();
    controller.input('боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    api.calls[0]!.resolve([result(1, 'Боди')]);
    await flush();
    controller.input('боди беж');
    expect(controller.state()).toMatchObject({ status: 'typing', answered: 'боди' });
    expect(controller.state().results).toHaveLength(1);
  });

  it('does not ask again when only spaces around the words changed', async () => {
    const { clock, api, controller } = setup();
    controller.input('боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    api.calls[0]!.resolve([]);
    await flush();
    controller.input('боди ');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(api.calls).toHaveLength(1);
    expect(controller.state()).toMatchObject({ status: 'done', query: 'боди ' });
  });

  it('reports no results as done with an empty list (the «Ничего не найдено» state)', async () => {
    const { clock, api, controller } = setup();
    controller.input('жираф');
    clock.advance(SEARCH_DEBOUNCE_MS);
    api.calls[0]!.resolve([]);
    await flush();
    expect(controller.state()).toMatchObject({ status: 'done', results: [], answered: 'жираф' });
  });

  it('marks a failed search without throwing, and tries again on the next keystroke', async () => {
    const { clock, api, controller } = setup();
    controller.input('боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    api.calls[0]!.reject(new Error('offline'));
    await flush();
    expect(controller.state().status).toBe('failed');
    controller.input('боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(api.calls).toHaveLength(2);
  });

  it('keeps the total the answer tells, beside the list it shows', async () => {
    const { clock, api, controller } = setup();
    controller.input('боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    api.calls[0]!.resolve([result(1, 'Боди')], 39);
    await flush();
    expect(controller.state()).toMatchObject({ status: 'done', total: 39 });
  });

  it('keeps a refusal’s message to show, and forgets it with the next answer', async () => {
    const { clock, api, controller } = setup();
    controller.input('боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    api.calls[0]!.reject(new Error('Слишком много поисковых запросов. Попробуйте через 2 с'));
    await flush();
    expect(controller.state()).toMatchObject({ status: 'failed', refusal: 'Слишком много поисковых запросов. Попробуйте через 2 с' });
    controller.input('боди бежевый');
    clock.advance(SEARCH_DEBOUNCE_MS);
    api.calls[1]!.resolve([result(1, 'Боди')]);
    await flush();
    expect(controller.state()).toMatchObject({ status: 'done', refusal: null });
  });

  it('gives Enter the trimmed query and stops the pending search; nothing for an empty field', () => {
    const { clock, api, controller } = setup();
    expect(controller.submit()).toBeNull();
    controller.input(' бежевый боди ');
    expect(controller.submit()).toBe('бежевый боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(api.calls).toHaveLength(0);
  });

  it('stops the timer and the request when the overlay closes', () => {
    const { clock, api, controller } = setup();
    controller.input('боди');
    clock.advance(SEARCH_DEBOUNCE_MS);
    controller.input('боди беж');
    controller.dispose();
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.signal.aborted).toBe(true);
  });
});
