import { useEffect, useId, useRef, useState } from 'react';
import type { ScopedMutator } from 'swr';
import { keys } from '../../../shared/api/keys';
import type { ConfirmedPhones } from '../../../shared/contract/order';
import { useApi } from '../../hooks/useApi';
import { useProfile } from '../../hooks/useProfile';
import { phoneForApi } from '../../lib/phoneMask';

/**
 * The phone's confirmation an order paid on receipt needs (issue 21): the checkout with «при
 * получении» and the one-click form ask for the sign-in code inline (PhoneConfirmation) before the
 * order goes. A phone this browser confirmed before (GET /order/phones/) and a signed-in shopper's
 * own are asked nothing. `local` is the phone field's ten digits; `needed`, whether the order is
 * paid on receipt; `send` places it. The form's submit calls `submit()`: it sends at once when
 * there is nothing to confirm, else it points the shopper at the step, and once the code is right
 * the order goes. Light on purpose: the step itself, with its requests, loads only when shown.
 */
export function usePhoneConfirmation(local: string, needed: boolean, send: () => void) {
  const phone = phoneForApi(local);
  const profile = useProfile();
  const asking = needed && local.length === 10 && profile?.PHONE !== phone;
  const { data, mutate } = useApi(asking ? keys.confirmedPhones() : null);
  // Shown once the browser's phones are known and this one is not among them; until then the api decides.
  const shown = asking && data !== undefined && !data.PHONES.includes(phone);
  const [asked, setAsked] = useState(false);
  const [confirmedNow, setConfirmedNow] = useState<string | null>(null);
  const stepId = useId();
  // The order as the form holds it when the code is right, not as it was when the shopper first pressed.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const submit = () => {
    if (!shown) return send();
    setAsked(true);
    const next = document.getElementById(stepId)?.querySelector<HTMLElement>('input, button');
    next?.scrollIntoView({ block: 'center' });
    next?.focus({ preventScroll: true });
  };

  /** The step's code was right: the browser's phones as the api now answers them; a pressed order goes. */
  const confirmed = async (phones: ConfirmedPhones) => {
    await mutate(phones, { revalidate: false });
    setConfirmedNow(phone);
    if (!asked) return;
    setAsked(false);
    sendRef.current();
  };

  return {
    phone,
    shown,
    /** The shopper pressed the form's button before confirming: the step says so as an alert. */
    asked,
    /** Confirmed in this form a moment ago: «Телефон подтверждён». */
    confirmedNow: confirmedNow === phone && !shown,
    /** The step's element, which `submit` brings into view. */
    stepId,
    submit,
    confirmed,
  };
}

export type PhoneConfirmationStep = ReturnType<typeof usePhoneConfirmation>;

/** After a refused order: the browser's phones are asked again (a sign-out elsewhere forgets them). */
export const recheckPhones = (mutate: ScopedMutator) => void mutate(keys.confirmedPhones());
