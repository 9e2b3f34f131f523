import { Divider } from '@mui/material';
import { useTranslate } from 'react-admin';
import { rubles } from '../money';
import type { OrderRecord } from '../types';
import { Row, Section } from './Section';

/**
 * Goods, discount (the coupon's), delivery, total, the certificate's part, what is to pay or what the
 * payments took (the order's own and surcharges), a surcharge still due and what went back.
 */
export function MoneySection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const { money, coupon, certificate, certificatesBought } = record;
  // Asked or made: what the payer has back or is getting back.
  const refunded = record.refunds.filter((r) => r.status !== 'cancelled').reduce((sum, r) => sum + r.amountKopecks, 0);
  const paid = record.payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.amountKopecks, 0);
  const t = (key: string, args?: object) => translate(`shop.orders.show.${key}`, args);
  return (
    <Section title="shop.orders.show.money">
      <Row label={t('goods')}>{rubles(money.goodsKopecks)}</Row>
      {money.discountKopecks > 0 && (
        <Row label={coupon ? t('coupon', { code: coupon.code }) : t('discount')}>−{rubles(money.discountKopecks)}</Row>
      )}
      {coupon && money.discountKopecks === 0 && <Row label={t('coupon', { code: coupon.code })}>{rubles(0)}</Row>}
      <Row label={t('delivery_cost')}>{rubles(money.deliveryKopecks)}</Row>
      <Row label={t('total')} strong>
        {rubles(money.totalKopecks)}
      </Row>
      {certificate && (
        <Row label={t('certificate', { code: certificate.code })}>
          −{rubles(money.certificateKopecks)}
          {certificate.balanceAfterKopecks !== null
            ? ` (${t('certificate_balance', { sum: rubles(certificate.balanceAfterKopecks) })})`
            : ''}
        </Row>
      )}
      <Divider sx={{ my: 1 }} />
      {/* To pay until money came; then what came (a paid order has nothing «to pay» but a surcharge). */}
      {paid === 0 ? (
        <Row label={t('to_pay')} strong>
          {rubles(money.toPayKopecks)}
        </Row>
      ) : (
        <Row label={t('paid_in')} strong>
          {rubles(paid)}
        </Row>
      )}
      {record.surchargeDue && <Row label={t('surcharge_left')}>{rubles(record.surchargeDue.kopecks)}</Row>}
      {refunded > 0 && <Row label={t('refunded')}>{rubles(refunded)}</Row>}
      {certificatesBought.length > 0 && (
        <>
          <Divider sx={{ my: 1 }} />
          <Row label={t('certificates_bought')}>{certificatesBought.map((c) => `${c.code} (${rubles(c.nominalKopecks)})`).join(', ')}</Row>
        </>
      )}
    </Section>
  );
}
