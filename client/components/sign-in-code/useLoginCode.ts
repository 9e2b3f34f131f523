import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Profile } from '../../../shared/contract/profile';
import { useCodeRequest } from '.';
import { errorsOf } from '../../hooks/fetcher';
import { useAccountSwitch } from '../../hooks/useAccountSwitch';
import { useCountdown } from '../../hooks/useCountdown';
import { useHydrating } from '../../hooks/useHydrating';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { fieldErrors, type FieldErrors } from '../../lib/fieldErrors';
import { maskPhone, NO_PHONE, phoneForApi, type PhoneValue } from '../../lib/phoneMask';
import { afterSignIn } from '../../routes/access';

/** What the sign-in form hands to registration for a phone without an account (router state). */
export interface CodeHandOver {
  phone: string;
  code: string;
  resendAt: number | null;
  demoCode: string | null;
}

/** The hand-over from the router's state, when it is one. */
export function handOver(state: unknown): CodeHandOver | null {
  const s = state as Partial<CodeHandOver> | null;
  return s && typeof s.phone === 'string' && typeof s.code === 'string'
    ? { phone: s.phone, code: s.code, resendAt: s.resendAt ?? null, demoCode: s.demoCode ?? null }
    : null;
}

/**
 * The phone-and-code part of sign-in and registration: «Получить код» (POST /profile/sendCode/,
 * with a proof of work when the api asks for one: useCodeRequest), the countdown until another
 * code may be asked (RESEND_AFTER), the demo code, and the form's errors by field. One request at
 * a time for the whole form (`run`); `signedIn` ends both the same way.
 */
export function useLoginCode(fields: readonly string[], start: CodeHandOver | null) {
  const [phone, setPhone] = useState<PhoneValue>(start ? { local: start.phone, text: maskPhone(start.phone) } : NO_PHONE);
  const [code, setCode] = useState(start?.code ?? '');
  const [sent, setSent] = useState(start !== null);
  const [resendAt, setResendAt] = useState<number | null>(start?.resendAt ?? null);
  const [demoCode, setDemoCode] = useState<string | null>(start?.demoCode ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const wait = useCountdown(resendAt);
  const { run, sending } = useSubmitOnce();
  // Until the page is interactive its buttons wait: a form sent by the browser itself would go nowhere.
  const ready = !useHydrating();
  const switchAccount = useAccountSwitch();
  const navigate = useNavigate();
  const { search } = useLocation();

  // The code's request, with the proof of work the api may ask for first (CodeFields shows it).
  const codeRequest = useCodeRequest({
    onSent: (data) => {
      setSent(true);
      setResendAt(Date.now() + data.RESEND_AFTER * 1000);
      setDemoCode(data.DEMO_CODE ?? null);
      setErrors({});
    },
    onRefused: (refusal) => setErrors(fieldErrors(refusal, fields, 'phone')),
  });
  const requestCode = () => run(() => codeRequest.request(phoneForApi(phone.local)));
  // Another phone is another request: a proof asked for the last one is not this one's.
  const changePhone = (value: PhoneValue) => {
    if (value.local !== phone.local) codeRequest.reset();
    setPhone(value);
  };

  /** The refusal of a sign-in call, laid out on the form; unfielded messages go under the code. */
  const refused = (error: unknown) => setErrors(fieldErrors(errorsOf(error), fields, 'code'));

  /** Signed in or registered: the account's answers take the guest's place, then `?back=` or the area. */
  const signedIn = async (profile: Profile | null) => {
    await switchAccount(profile);
    void navigate(afterSignIn(new URLSearchParams(search).get('back')), { replace: true });
  };

  return {
    phone,
    setPhone: changePhone,
    code,
    setCode,
    sent,
    wait,
    demoCode,
    errors,
    setErrors,
    refused,
    signedIn,
    requestCode,
    codeRequest,
    run,
    /** A sign-in call, or the code's request with its proof of work, is on its way. */
    sending: sending || codeRequest.busy,
    ready,
    /** What the api reads as the phone. */
    apiPhone: phoneForApi(phone.local),
    handOver: (): CodeHandOver => ({ phone: phone.local, code, resendAt, demoCode }),
  };
}

export type LoginCode = ReturnType<typeof useLoginCode>;
