import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { startAnalytics, trackPageView } from '../lib/analytics';
import { useSite } from '../components/seo/site';

/**
 * Starts Yandex Metrica after hydration when the storefront has a counter (an effect: the server's
 * HTML never carries the tag), and counts the pages shown by client-side navigation.
 */
export function useAnalytics() {
  const { METRICA_COUNTER_ID } = useSite();
  const { pathname, search } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    startAnalytics(METRICA_COUNTER_ID);
  }, [METRICA_COUNTER_ID]);

  useEffect(() => {
    const url = window.location.href;
    if (shown.current !== null && shown.current !== url) trackPageView(url, shown.current);
    shown.current = url;
  }, [pathname, search]);
}
