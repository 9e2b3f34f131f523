/**
 * `npm run cdek:webhook`: asks CDEK to post its parcels' statuses (ORDER_STATUS webhooks) to this
 * shop, at PUBLIC_URL/api/delivery/notify/cdek/. Once per account and address; the poll job
 * (api/jobs/shipment-poll.ts) follows the parcels meanwhile, and whatever a webhook says is read
 * again from CDEK before it moves an order.
 */
import { parseApiConfig } from '../api/config';
import { registerCdekWebhook } from '../api/providers/delivery';

const config = parseApiConfig(process.env);
try {
  const subscribed = await registerCdekWebhook(config);
  if (subscribed) {
    console.log(`СДЭК будет присылать статусы отправлений на ${subscribed.url} (подписка ${subscribed.id}).`);
  } else {
    console.error('Не заданы CDEK_CLIENT_ID, CDEK_CLIENT_SECRET и CDEK_SHIPMENT_POINT: подписываться не на что.');
    process.exitCode = 2;
  }
} catch (error) {
  console.error('СДЭК не принял подписку:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
