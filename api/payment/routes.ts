import { Router, type Request, type Response } from 'express';
import { ok } from '../../shared/contract';
import type { Payment } from '../../shared/contract/payment';
import type { ApiDeps } from '../app';
import { sandboxDemoPayOn } from '../config';
import { privateAnswers } from '../http/private-answers';
import { createPaymentProviders } from '../providers/payment';
import type { PaymentProvider } from '../providers/payment/types';
import { sessionLookup } from '../session/service';
import { handleNotification } from './notify';
import { demoPay, paymentForOrder, type PaymentContext } from './service';

function send(res: Response, payment: Payment): void {
  res.json(ok({ payment }));
}

/**
 * The payment back-end (spec §7.3), mounted at the root: it may run on its own host
 * (PAYMENT_API_URL), to which the storefront sends /api/order/getPaymentByOrderCode/ and /api/payment/.
 *   GET  /api/order/getPaymentByOrderCode/{code}/   the order's SBP payment (made on the first call)
 *   POST /api/payment/notify/yookassa/               YooKassa's notifications (when it is configured)
 *   POST /api/payment/notify/sandbox/                the sandbox bank's notifications   } not in
 *   POST /api/payment/sandbox/{code}/pay/            the demo «Оплатить»                } production
 */
export function paymentRoutes(deps: ApiDeps): Router {
  const providers = createPaymentProviders(deps.config, deps.db);
  const context = (req: Request): PaymentContext => ({ db: deps.db, config: deps.config, providers, logger: req.log });
  const router = Router();

  // Mounted at the root: only the shopper's paths are private (errors included), not the router.
  router.use(['/api/order/getPaymentByOrderCode/', '/api/payment/sandbox/'], privateAnswers());
  router.get('/api/order/getPaymentByOrderCode/:code/', async (req, res) => {
    send(res, await paymentForOrder(context(req), sessionLookup(deps.db, req, res), req.params.code));
  });

  const notifications = (provider: PaymentProvider) => async (req: Request, res: Response) => {
    // The acquirer reads only the status; the outcome is for logs and tests.
    res.json(ok({ result: await handleNotification(deps.db, provider, req.body, req.log) }));
  };
  if (providers.byName.yookassa) router.post('/api/payment/notify/yookassa/', notifications(providers.byName.yookassa));

  // In production nobody may pay a sandbox link: these calls do not exist there (404).
  if (sandboxDemoPayOn(deps.config)) {
    router.post('/api/payment/notify/sandbox/', notifications(providers.byName.sandbox!));
    router.post('/api/payment/sandbox/:code/pay/', async (req, res) => {
      send(res, await demoPay(context(req), sessionLookup(deps.db, req, res), req.params.code));
    });
  }
  return router;
}
