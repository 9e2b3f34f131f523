import { useState } from 'react';
import { api } from './fetcher';
import { useCountdown } from './useCountdown';

/** A code asked before this form opened (sign-in hands it to registration). */
export interface CodeAsked {
  resendAt: number | null;
  demoCode: string | null;
}

/**
 * «Получить код»: POST /profile/sendCode/ for a phone, the countdown until another code may be
 * asked (RESEND_AFTER) and, in demo mode, the code itself. Sign-in, registration and the
 * confirmation of a phone for an order on receipt (components/order/PhoneConfirmation) all ask
 * through it, so whatever guards the request guards every form.
 */
export function useCodeRequest(asked: CodeAsked | null = null) {
  const [sent, setSent] = useState(asked !== null);
  const [resendAt, setResendAt] = useState<number | null>(asked?.resendAt ?? null);
  const [demoCode, setDemoCode] = useState<string | null>(asked?.demoCode ?? null);
  const wait = useCountdown(resendAt);

  /** Asks a code for `phone` as the api reads it (7XXXXXXXXXX); a refusal is thrown for the form to show. */
  const request = async (phone: string) => {
    const data = await api.request('POST /profile/sendCode/', { body: { phone } });
    setSent(true);
    setResendAt(Date.now() + data.RESEND_AFTER * 1000);
    setDemoCode(data.DEMO_CODE ?? null);
  };

  return { sent, resendAt, wait, demoCode, request };
}
