import type { ApiError } from '../../../shared/contract/envelope';
import type { SendCodeData } from '../../../shared/contract/profile';
import { api, errorsOf } from '../../hooks/fetcher';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';

export interface CodeRequestHandlers {
  /** The code went out: RESEND_AFTER, EXPIRES_IN and, in the demo, DEMO_CODE. */
  onSent(data: SendCodeData, phone: string): void;
  /** Refused (the phone, a limit, the network): lay it out on the form. */
  onRefused(errors: ApiError[]): void;
}

/**
 * Asking a sign-in code (POST /profile/sendCode/) for any form that confirms a phone by a code:
 * sign-in, registration, the checkout's and one-click's inline confirmation. One request, so that
 * whatever guards it (the proof of work of the codes branch, docs/decisions/035) guards them all.
 * One request at a time.
 */
export function useCodeRequest({ onSent, onRefused }: CodeRequestHandlers) {
  const { run, sending } = useSubmitOnce();

  const send = (phone: string) =>
    run(async () => {
      try {
        onSent(await api.request('POST /profile/sendCode/', { body: { phone } }), phone);
      } catch (error) {
        onRefused(errorsOf(error));
      }
    });

  return {
    /** Asks a code for `phone` (as the api reads it); resolves once it is sent or refused. */
    request: (phone: string) => send(phone),
    /** A request is on its way: the form's «Получить код» waits. */
    busy: sending,
  };
}

export type CodeRequest = ReturnType<typeof useCodeRequest>;
