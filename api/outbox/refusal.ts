/** A message refused for good: what senders throw so that it is given up on instead of retried. */

/** What a sender throws when the message can never go (a bad number): it is not retried. */
export class PermanentDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentDeliveryError';
  }
}

/** A provider's own error that says whether the refusal is final (SmsError, EmailError, ProviderError). */
type ProviderRefusal = abstract new (...args: never[]) => Error & { readonly permanent: boolean };

/**
 * Runs a provider's send; its refusal for good (`permanent`, of its own error class) becomes a
 * PermanentDeliveryError, every other failure is thrown as it is, to be retried.
 */
export async function finalRefusals<T>(refusal: ProviderRefusal, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof refusal && error.permanent) throw new PermanentDeliveryError(error.message, { cause: error });
    throw error;
  }
}
