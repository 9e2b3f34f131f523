import { lazy, Suspense } from 'react';
import type { PhoneConfirmationStep } from './usePhoneConfirmation';

const Step = lazy(() => import('./PhoneConfirmation').then((m) => ({ default: m.PhoneConfirmation })));

/**
 * Where a form shows the phone's confirmation (under the phone): its code loads only when a phone
 * needs it, so the checkout paid by SBP carries none of it (docs/decisions/017-javascript-budget.md).
 */
export function PhoneConfirmationSlot({ step }: { step: PhoneConfirmationStep }) {
  if (!step.shown && !step.confirmedNow) return null;
  return (
    <Suspense fallback={null}>
      <Step step={step} />
    </Suspense>
  );
}
