import type { orderCalls } from '../../shared/contract/calls/order';
import type { OrderDraft, OrderDraftInput } from '../../shared/contract/order';
import { certificateMessages, isUnknownCertificate } from '../certificate/service';
import type { Db } from '../db/database';
import type { CallContext, DomainHandlers } from '../http/calls';
import { DomainError } from '../http/errors';
import { limitCertificateTries, orderLimit, type Limits } from '../limits/service';
import { sessionLookup } from '../session/service';
import { orderDraft } from './draft';
import { checkout, getOrder, listOrders, oneClickOrder } from './service';

/**
 * The draft with the limit on guessing certificate codes: an unknown code counts. Past the limit
 * the draft still does not refuse (it only recalculates): it says so where the certificate's
 * error goes, and sums without the certificate.
 */
async function limitedDraft(db: Db, limits: Limits, call: CallContext, form: OrderDraftInput): Promise<OrderDraft> {
  const draft = (certificate: string | null) => orderDraft(db, sessionLookup(db, call), { ...form, certificate });
  try {
    return await limitCertificateTries(
      limits,
      call,
      form.certificate,
      () => draft(form.certificate),
      (outcome) => ('value' in outcome ? outcome.value.CERTIFICATE_ERROR === certificateMessages.unknown : false),
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'rate_limited')) throw error;
    return { ...(await draft(null)), CERTIFICATE_ERROR: error.message };
  }
}

/** /api/order/… (spec §7.3): POST with a JSON body, GET /list/. Every answer is personal. */
export function orderHandlers(db: Db, limits: Limits): DomainHandlers<keyof typeof orderCalls> {
  return {
    'POST /order/': async ({ body }, call) => ({ draft: await limitedDraft(db, limits, call, body) }),
    'POST /order/checkout/': async ({ body }, call) => {
      await orderLimit(limits, body.phone, call);
      const place = () => checkout(db, sessionLookup(db, call), body);
      const unknown = (outcome: { error: unknown } | object) => 'error' in outcome && isUnknownCertificate(outcome.error);
      return { order: await limitCertificateTries(limits, call, body.certificate, place, unknown) };
    },
    'POST /order/get/{code}/': async ({ params }, call) => ({ order: await getOrder(db, sessionLookup(db, call), params.code) }),
    'GET /order/list/': async (_args, call) => ({ orders: await listOrders(db, sessionLookup(db, call)) }),
    'POST /order/fastOrder/': async ({ body }, call) => {
      await orderLimit(limits, body.phone, call);
      return { order: await oneClickOrder(db, sessionLookup(db, call), body) };
    },
    'POST /order/smart/': async ({ body }, call) => {
      await orderLimit(limits, body.phone, call);
      return { order: await oneClickOrder(db, sessionLookup(db, call), body) };
    },
  };
}
