import { Router } from 'express';
import type { ApiDeps } from '../app';

/** The payment back-end (spec §7.3): /api/order/getPaymentByOrderCode/{code}/ and /api/payment/… */
export function paymentRoutes(deps: ApiDeps): Router {
  const router = Router();
  void deps;
  return router;
}
