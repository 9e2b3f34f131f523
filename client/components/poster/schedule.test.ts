import { describe, expect, it } from 'vitest';
import type { Poster } from '../../../shared/contract/data';
import { poster as posterOf } from '../../testing/fixtures';
import { POSTER_THROTTLE_MS, choosePoster, isSuppressed, lastShownAt, parseShownLog, recordShown } from './schedule';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 2, 5, 12, 0, 0);

const poster = (ID: number, PARAMS: Partial<Poster['PARAMS']> = {}): Poster => posterOf({ ID, NAME: `Постер ${ID}`, PARAMS });

describe('choosePoster', () => {
  it('shows a poster with neither SHOW_IN nor HIDE_IN on any route', () => {
    const everywhere = poster(1);
    expect(choosePoster([everywhere], '/', {}, NOW)).toBe(everywhere);
    expect(choosePoster([everywhere], '/shop/', {}, NOW)).toBe(everywhere);
  });

  it('shows a poster with SHOW_IN only on those paths', () => {
    const home = poster(1, { SHOW_IN: ['/'] });
    expect(choosePoster([home], '/', {}, NOW)).toBe(home);
    expect(choosePoster([home], '/shop/', {}, NOW)).toBeNull();
  });

  it('never shows a poster on a path in HIDE_IN', () => {
    const notInBasket = poster(1, { HIDE_IN: ['/personal/basket/'] });
    expect(choosePoster([notInBasket], '/personal/basket/', {}, NOW)).toBeNull();
  });

  it('picks the first poster, in the given order, that applies', () => {
    const a = poster(1, { SHOW_IN: ['/shop/'] });
    const b = poster(2);
    const c = poster(3);
    expect(choosePoster([a, b, c], '/', {}, NOW)).toBe(b);
    expect(choosePoster([a, b, c], '/shop/', {}, NOW)).toBe(a);
  });

  it('suppresses a shown poster until its DELAY in minutes has passed, and shows the next one instead', () => {
    const a = poster(1, { DELAY: 30 });
    const b = poster(2);
    const log = { '1': NOW - 29 * MINUTE };
    expect(choosePoster([a, b], '/', log, NOW)).toBe(b);
    expect(choosePoster([a, b], '/', { '1': NOW - 30 * MINUTE }, NOW)).toBe(a);
  });

  it('counts long delays in hours the same way: 120 minutes is two hours', () => {
    const a = poster(1, { DELAY: 120 });
    expect(choosePoster([a], '/', { '1': NOW - 119 * MINUTE }, NOW)).toBeNull();
    expect(choosePoster([a], '/', { '1': NOW - 120 * MINUTE }, NOW)).toBe(a);
  });

  it('shows nothing within 10 seconds of any poster being shown', () => {
    const a = poster(1, { DELAY: 0 });
    const b = poster(2);
    const justNow = { '1': NOW - (POSTER_THROTTLE_MS - 1) };
    expect(choosePoster([a, b], '/', justNow, NOW)).toBeNull();
    expect(choosePoster([a, b], '/', { '1': NOW - POSTER_THROTTLE_MS }, NOW)).toBe(a);
  });

  it('lets a poster with DELAY 0 show again once the throttle has passed', () => {
    const a = poster(1, { DELAY: 0 });
    expect(choosePoster([a], '/', { '1': NOW - 11_000 }, NOW)).toBe(a);
  });

  it('gives nothing for no posters', () => {
    expect(choosePoster([], '/', {}, NOW)).toBeNull();
  });

  it('compares paths with a trailing slash and without the query', () => {
    const a = poster(1, { SHOW_IN: ['/shop'] });
    expect(choosePoster([a], '/shop/?PAGE=2', {}, NOW)).toBe(a);
  });
});

describe('the shown log', () => {
  it('records the time a poster was shown, keeping the others', () => {
    const log = recordShown({ '2': 5 }, poster(1), NOW);
    expect(log).toEqual({ '1': NOW, '2': 5 });
    expect(lastShownAt(log)).toBe(NOW);
    expect(lastShownAt({})).toBeNull();
  });

  it('tells whether a poster is suppressed', () => {
    expect(isSuppressed(poster(1, { DELAY: 1 }), {}, NOW)).toBe(false);
    expect(isSuppressed(poster(1, { DELAY: 1 }), { '1': NOW - 59_000 }, NOW)).toBe(true);
  });

  it('reads only well-formed entries from storage', () => {
    expect(parseShownLog(null)).toEqual({});
    expect(parseShownLog('not json')).toEqual({});
    expect(parseShownLog('[1,2]')).toEqual({});
    expect(parseShownLog('null')).toEqual({});
    expect(parseShownLog('{"1": 100, "2": "x", "3": null}')).toEqual({ '1': 100 });
  });
});
