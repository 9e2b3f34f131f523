import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { startMetrica, withAnalytics } from '../lib/metrica';
import { useSite } from '../components/seo/site';

/**
 * Starts Yandex Metrica (its code loaded then) after hydration when the storefront has a counter (an effect: the server's
 * HTML never carries the tag), and counts the pages shown by client-side navigation.
 */
export function useAnalytics() {
  const { METRICA_COUNTER_ID } = useSite();
  const { pathname, search } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    startMetrica(METRICA_COUNTER_ID);
  }, [METRICA_COUNTER_ID]);

  useEffect(() => {
    const url = window.location.href;
    const referer = shown.current;
    if (referer !== null && referer !== url) withAnalytics((a) => a.trackPageView(url, referer));
    shown.current = url;
  }, [pathname, search]);
}
