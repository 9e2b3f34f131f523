import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderRecord } from '../types';
import { Row, Section } from './Section';

/** How the parcel goes: the pickup point or the courier's address, and its tracking number once sent. */
export function DeliverySection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const { delivery } = record;
  const t = (key: string, args?: object) => translate(`shop.orders.show.${key}`, args);
  return (
    <Section title="shop.orders.show.delivery">
      {delivery.method === null ? (
        <Typography variant="body2">{t('no_delivery')}</Typography>
      ) : (
        <>
          <Typography variant="body1" fontWeight={600}>
            {delivery.name ?? translate(`shop.orders.delivery.${delivery.method}`)}
          </Typography>
          {delivery.pickupPoint && (
            <Typography variant="body2">
              {t('pickup_point', { code: delivery.pickupPoint.code })}: {delivery.pickupPoint.city}, {delivery.pickupPoint.address}
            </Typography>
          )}
          {delivery.address && <Typography variant="body2">{delivery.address}</Typography>}
        </>
      )}
      {delivery.trackingNumber && (
        <Row label={t('tracking')} strong>
          {delivery.trackingNumber}
        </Row>
      )}
    </Section>
  );
}
