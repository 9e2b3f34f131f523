import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time for a form: a second tap (or Enter) while the first is on its way sends
 * nothing. The ref answers at once, before React re-renders the button as disabled.
 */
export function useSubmitOnce() {
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      await action();
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);
  return { run, sending };
}
