import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderRecord } from '../types';
import { Row, Section } from './Section';

/** What the packer must not miss: wrapping, the card's message, a receipt without prices; the shopper's comment. */
export function GiftSection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const { gift, order } = record;
  const isGift = gift.wrap || gift.cardMessage !== '' || gift.noPricesReceipt;
  if (!isGift && order.comment === '') return null;
  const t = (key: string) => translate(`shop.orders.show.${key}`);
  const yes = translate('ra.boolean.true');
  return (
    <Section title={isGift ? 'shop.orders.show.gift' : 'shop.orders.show.comment'}>
      {gift.wrap && <Row label={t('gift_wrap')}>{yes}</Row>}
      {gift.noPricesReceipt && <Row label={t('gift_no_prices')}>{yes}</Row>}
      {gift.cardMessage !== '' && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('gift_card')}
          </Typography>
          <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', fontStyle: 'italic' }}>
            {gift.cardMessage}
          </Typography>
        </>
      )}
      {isGift && order.comment !== '' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('comment')}
        </Typography>
      )}
      {order.comment !== '' && (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>
          {order.comment}
        </Typography>
      )}
    </Section>
  );
}
