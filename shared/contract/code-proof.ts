import type { CallRefusal } from './call';

/**
 * Proof of work before a sign-in code (issue 21, docs/decisions/035-sign-in-abuse.md). Past a
 * day's free codes for a phone the api does not refuse another: it asks the browser to solve an
 * ALTCHA challenge (GET /profile/codeChallenge/) and send its payload in the sendCode body's
 * `altcha`. Zod-free, so that the browser may import it: a form tells these refusals by their field.
 */

/** The sendCode body's field that carries the ALTCHA widget's payload, and that its refusals name. */
export const PROOF_FIELD = 'altcha';

/** A payload is base64 of a small JSON (about 700 characters); anything far longer is not one. */
export const PROOF_PAYLOAD_MAX = 4000;

export const PROOF_REFUSALS = {
  /** No payload, and the phone has had its free codes today: solve a challenge and ask again. */
  required: {
    status: 429,
    field: PROOF_FIELD,
    message: 'Подтвердите, что вы не робот: на этот номер сегодня уже отправляли коды',
  },
  /** Not a solution of a challenge of ours. */
  failed: { status: 400, field: PROOF_FIELD, message: 'Проверка «Я не робот» не пройдена — пройдите её ещё раз' },
  /** The challenge's time is up (PROOF_TTL_SECONDS on the api). */
  expired: { status: 400, field: PROOF_FIELD, message: 'Проверка «Я не робот» устарела — пройдите её ещё раз' },
  /** A solution is accepted once. */
  used: { status: 400, field: PROOF_FIELD, message: 'Эта проверка «Я не робот» уже использована — пройдите её ещё раз' },
} as const satisfies Record<string, CallRefusal>;

/** Whether a refusal of sendCode asks the form for a (new) proof of work. */
export const asksForProof = (errors: readonly { customData?: { field?: string } | undefined }[]) =>
  errors.some((error) => error.customData?.field === PROOF_FIELD);
