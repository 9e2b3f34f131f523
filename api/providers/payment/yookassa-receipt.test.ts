import { describe, expect, it } from 'vitest';
import { ProviderError } from '../error';
import { readReceiptAnswer } from './yookassa-receipt';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error = (code: string, description = '') => ({ type: 'error', id: 'e1', code, description });

async function refusal(response: Response): Promise<ProviderError> {
  const caught = await readReceiptAnswer(response).then(
    () => null,
    (e: unknown) => e,
  );
  expect(caught).toBeInstanceOf(ProviderError);
  expect((caught as ProviderError).provider).toBe('yookassa');
  return caught as ProviderError;
}

describe("YooKassa's answer to a receipt", () => {
  it('a receipt taken (pending) or registered (succeeded) is sent, under its id', async () => {
    await expect(readReceiptAnswer(answer(200, { id: 'r-1', status: 'pending', type: 'payment' }))).resolves.toEqual({
      externalId: 'r-1',
      status: 'pending',
    });
    await expect(readReceiptAnswer(answer(200, { id: 'r-2', status: 'succeeded' }))).resolves.toEqual({
      externalId: 'r-2',
      status: 'succeeded',
    });
  });

  it('refusals of this receipt are permanent: 400 invalid_request, 404 an unknown payment, a receipt canceled', async () => {
    const invalid = await refusal(answer(400, { ...error('invalid_request', 'Receipt sum mismatch'), parameter: 'settlements' }));
    expect(invalid).toMatchObject({
      permanent: true,
      message: 'ЮKassa ответила 400 на отправку чека: invalid_request Receipt sum mismatch (settlements)',
    });
    expect((await refusal(answer(404, error('not_found')))).permanent).toBe(true);
    expect(await refusal(answer(200, { id: 'r-3', status: 'canceled' }))).toMatchObject({
      permanent: true,
      message: 'ЮKassa отменила чек r-3: онлайн-касса его не приняла',
    });
  });

  it('an outage, a limit, our account and "still processing" are retried', async () => {
    for (const [status, body] of [
      [500, error('internal_server_error')],
      [503, 'Service Unavailable'],
      [429, error('too_many_requests')],
      [401, error('invalid_credentials')],
      [403, error('forbidden', 'Receipts are not enabled')],
      [202, { type: 'processing', retry_after: 1800 }],
    ] as const) {
      expect((await refusal(answer(status, body))).permanent, `HTTP ${status}`).toBe(false);
    }
  });

  it('an answer that is not a receipt is retried, not taken for one', async () => {
    expect((await refusal(answer(200, { status: 'pending' }))).permanent).toBe(false);
    expect((await refusal(new Response('<html>', { status: 200 }))).permanent).toBe(false);
  });
});
