import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CARRIER_TITLES, SHIPMENT_STATE_NAMES } from '../../../shared/contract/shipment-names';
import type { OrderRecord } from '../types';
import { Row, Section } from './Section';

/** How the parcel goes: the pickup point or the courier's address, its tracking number once sent, its carrier and where it is. */
export function DeliverySection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const { delivery, shipment } = record;
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
      {shipment && (
        <>
          <Row label={t('carrier')}>{CARRIER_TITLES[shipment.provider]}</Row>
          <Row label={t('parcel')}>
            {SHIPMENT_STATE_NAMES[shipment.state]}
            {shipment.carrierStatus && ` (${shipment.carrierStatus})`}
          </Row>
          {shipment.state === 'registering' && <Typography variant="body2">{t('parcel_registering')}</Typography>}
        </>
      )}
    </Section>
  );
}
