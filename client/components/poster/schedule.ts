import type { Poster } from '../../../shared/contract/data';
import { posterAppliesTo } from '../../../shared/posters';

/** localStorage key of the shown log: { [poster ID]: time it was last shown, ms }. */
export const POSTERS_SHOWN_KEY = 'posters:shown';

/** Spec §4, §9: only one poster is shown per 10 seconds, whichever it is. */
export const POSTER_THROTTLE_MS = 10_000;

export type ShownLog = Record<string, number>;

const MINUTE = 60_000;

/**
 * Whether a poster shown at `shownAt` is still suppressed at `now`: PARAMS.DELAY is in minutes
 * (spec §3). Spec §4 words it as "under a minute counts in minutes, otherwise hours", which is
 * the same span written in larger units, so one rule in minutes covers both.
 */
export function isSuppressed(poster: Pick<Poster, 'ID' | 'PARAMS'>, log: ShownLog, now: number): boolean {
  const shownAt = log[String(poster.ID)];
  if (shownAt === undefined) return false;
  return now < shownAt + poster.PARAMS.DELAY * MINUTE;
}

/** The time any poster was last shown, from the same log (the global 10 s throttle). */
export function lastShownAt(log: ShownLog): number | null {
  const times = Object.values(log);
  return times.length ? Math.max(...times) : null;
}

/**
 * The poster to show on `path` now, or null: the first in the back-end's order that applies to the
 * path (SHOW_IN/HIDE_IN) and is not suppressed by its DELAY, and none at all within 10 s of the
 * last one shown.
 */
export function choosePoster<P extends Pick<Poster, 'ID' | 'PARAMS'>>(
  posters: readonly P[],
  path: string,
  log: ShownLog,
  now: number,
): P | null {
  const last = lastShownAt(log);
  if (last !== null && now >= last && now - last < POSTER_THROTTLE_MS) return null;
  return posters.find((p) => posterAppliesTo(p, path) && !isSuppressed(p, log, now)) ?? null;
}

/** The log after showing `poster` at `now`. */
export function recordShown(log: ShownLog, poster: Pick<Poster, 'ID'>, now: number): ShownLog {
  return { ...log, [String(poster.ID)]: now };
}

/** Reads a stored log, dropping anything that is not { id: finite number }. */
export function parseShownLog(raw: string | null): ShownLog {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const log: ShownLog = {};
    for (const [id, time] of Object.entries(value)) {
      if (typeof time === 'number' && Number.isFinite(time)) log[id] = time;
    }
    return log;
  } catch {
    return {};
  }
}
