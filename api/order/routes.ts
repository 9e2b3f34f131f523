import type { orderCalls } from '../../shared/contract/calls/order';
import type { OneClickInput, OrderDraft, OrderDraftInput } from '../../shared/contract/order';
import { certificateMessages, isUnknownCertificate } from '../certificate/service';
import type { Db } from '../db/database';
import type { Tariffs } from '../delivery/service';
import type { CallContext, DomainHandlers } from '../http/calls';
import { DomainError } from '../http/errors';
import { limitCertificateTries, type Limits } from '../limits/service';
import { sessionLookup } from '../session/service';
import { confirmedPhones, confirmPhone } from './confirm';
import { orderDraft } from './draft';
import { guardPlacement } from './guard';
import { checkout, getOrder, listOrders, oneClickOrder, type OrderRules, type TrackingLink } from './service';

/**
 * The draft with the limit on guessing certificate codes: an unknown code counts. Past the limit
 * the draft still does not refuse (it only recalculates): it says so where the certificate's
 * error goes, and sums without the certificate.
 */
async function limitedDraft(db: Db, tariffs: Tariffs, limits: Limits, call: CallContext, form: OrderDraftInput): Promise<OrderDraft> {
  const draft = (certificate: string | null) => orderDraft(db, tariffs, sessionLookup(db, call), { ...form, certificate });
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

/**
 * /api/order/… (spec §7.3): POST with a JSON body, GET /list/ and /phones/. Every answer is personal.
 * The draft and the checkout price delivery with the same `tariffs`, so an order costs what its draft showed;
 * `tracking`: the carriers' tracking pages, for a handed-over parcel's link on the shopper's page.
 */
export function orderHandlers(
  db: Db,
  limits: Limits,
  rules: OrderRules,
  tariffs: Tariffs,
  tracking?: TrackingLink,
): DomainHandlers<keyof typeof orderCalls> {
  const oneClick = async (body: OneClickInput, call: CallContext) => {
    const ask = { phone: body.phone, onReceipt: true };
    const { order } = await guardPlacement(db, limits, call, ask, () => oneClickOrder(db, sessionLookup(db, call), body, rules));
    return { order };
  };
  return {
    'POST /order/': async ({ body }, call) => ({ draft: await limitedDraft(db, tariffs, limits, call, body) }),
    'POST /order/checkout/': async ({ body }, call) => {
      const place = () => checkout(db, sessionLookup(db, call), body, rules, tariffs);
      const unknown = (outcome: { error: unknown } | object) => 'error' in outcome && isUnknownCertificate(outcome.error);
      const ask = { phone: body.phone, onReceipt: body.payment === 'cash' };
      const placed = await guardPlacement(db, limits, call, ask, () =>
        limitCertificateTries(limits, call, body.certificate, place, unknown),
      );
      return { order: placed.order };
    },
    'POST /order/get/{code}/': async ({ params }, call) => ({ order: await getOrder(db, sessionLookup(db, call), params.code, tracking) }),
    'GET /order/list/': async (_args, call) => ({ orders: await listOrders(db, sessionLookup(db, call), tracking) }),
    'POST /order/fastOrder/': ({ body }, call) => oneClick(body, call),
    'POST /order/smart/': ({ body }, call) => oneClick(body, call),
    'GET /order/phones/': (_args, call) => confirmedPhones(db, call),
    'POST /order/confirmPhone/': ({ body }, call) => confirmPhone({ db, limits }, call, body),
  };
}
