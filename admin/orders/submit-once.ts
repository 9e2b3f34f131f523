import { useCallback, useRef, useState } from 'react';

/**
 * A gate that lets one piece of work run at a time and drops what is asked meanwhile: a double tap
 * on a phone fires two clicks before React has drawn the button disabled, and a second POST of a
 * status change or a refund would be refused at best and repeated at worst.
 */
export function oneAtATime() {
  let busy = false;
  return async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (busy) return undefined;
    busy = true;
    try {
      return await work();
    } finally {
      busy = false;
    }
  };
}

/** The gate for a form's submit: `sending` draws its buttons disabled, `submit` runs the work once. */
export function useSubmitOnce() {
  const gate = useRef(oneAtATime());
  const [sending, setSending] = useState(false);
  const submit = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    return gate.current(async () => {
      setSending(true);
      try {
        return await work();
      } finally {
        setSending(false);
      }
    });
  }, []);
  return { sending, submit };
}
