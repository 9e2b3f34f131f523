import type * as Analytics from './analytics';

type AnalyticsModule = typeof Analytics;

let loading: Promise<AnalyticsModule> | undefined;

/**
 * Loads the counter's code (client/lib/analytics.ts) and starts it, after hydration and only when
 * the storefront has a counter (digits only): a shop without one never downloads it, and one with
 * it does not carry it in the entry (docs/decisions/017-javascript-budget.md).
 */
export function startMetrica(counterId: string | undefined): void {
  if (loading || !counterId || !/^[0-9]+$/.test(counterId)) return;
  loading = import('./analytics').then((analytics) => {
    analytics.startAnalytics(counterId);
    return analytics;
  });
}

/**
 * Runs `run` with the analytics once they are loaded, in the order asked; never without a counter
 * (every call would be a no-op there anyway).
 */
export function withAnalytics(run: (analytics: AnalyticsModule) => void): void {
  void loading?.then(run);
}
