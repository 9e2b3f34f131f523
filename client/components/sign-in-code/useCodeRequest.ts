import { useState } from 'react';
import { asksForProof } from '../../../shared/contract/code-proof';
import type { ApiError } from '../../../shared/contract/envelope';
import type { SendCodeData } from '../../../shared/contract/profile';
import { api, errorsOf } from '../../hooks/fetcher';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';

const WIDGET_UNAVAILABLE = 'Не удалось загрузить проверку «Я не робот». Проверьте интернет и запросите код ещё раз.';

/** The api wants proof of work before it sends the code: <CodeProof> shows the widget until it is given. */
export interface ProofAsked {
  /** The phone the code is for, as the api reads it (7XXXXXXXXXX). */
  phone: string;
  /** The api's message: why it asks, or why the last proof was not taken. */
  message: string;
  /** 1 for the first ask; one more each time the api asks again, and the widget starts afresh. */
  round: number;
}

export interface CodeRequestHandlers {
  /** The code went out: RESEND_AFTER, EXPIRES_IN and, in the demo, DEMO_CODE. */
  onSent(data: SendCodeData, phone: string): void;
  /** Refused for another reason than proof of work (the phone, a limit, the network): lay it out on the form. */
  onRefused(errors: ApiError[]): void;
}

/**
 * Asking a sign-in code (POST /profile/sendCode/) with the proof of work the api may ask for
 * (docs/decisions/035-sign-in-abuse.md), for any form that confirms a phone by a code: sign-in,
 * registration, the checkout's and one-click's inline confirmation. `request(phone)` sends; a
 * refusal naming the `altcha` field sets `proof`, and the form's <CodeProof request={…} /> shows
 * the widget, which solves by itself the first time (the shopper has just asked) and hands its
 * payload to `prove`, which sends the same request again with it. One request at a time.
 */
export function useCodeRequest({ onSent, onRefused }: CodeRequestHandlers) {
  const [proof, setProof] = useState<ProofAsked | null>(null);
  const { run, sending } = useSubmitOnce();

  const send = (phone: string, altcha?: string) =>
    run(async () => {
      try {
        const data = await api.request('POST /profile/sendCode/', { body: altcha === undefined ? { phone } : { phone, altcha } });
        setProof(null);
        onSent(data, phone);
      } catch (error) {
        const errors = errorsOf(error);
        if (asksForProof(errors)) {
          setProof((asked) => ({ phone, message: errors[0]!.message, round: (asked?.round ?? 0) + 1 }));
        } else {
          setProof(null);
          onRefused(errors);
        }
      }
    });

  return {
    /** Asks a code for `phone` (as the api reads it); resolves once it is sent, refused or waits for proof. */
    request: (phone: string) => send(phone),
    /** The api's ask for proof of work, while it waits for it; null otherwise. */
    proof,
    /** The widget's payload: the request it was asked for, sent again with it. */
    prove: (payload: string) => (proof ? send(proof.phone, payload) : Promise.resolve()),
    /** Forgets an ask for proof (the shopper changed the phone: a new request will tell). */
    reset: () => setProof(null),
    /** The widget could not be loaded: the ask is dropped and the form says so, so that «Получить код» works again. */
    unavailable: () => {
      setProof(null);
      onRefused([{ message: WIDGET_UNAVAILABLE }]);
    },
    /** A request is on its way, or waits for its proof of work: the form's «Получить код» waits too. */
    busy: sending || proof !== null,
  };
}

export type CodeRequest = ReturnType<typeof useCodeRequest>;
