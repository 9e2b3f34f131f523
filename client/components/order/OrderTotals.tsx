import styled from '@emotion/styled';
import { formatPrice } from '../../../shared/format';
import { colors } from '../../ui/theme';

interface Props {
  goods: number;
  discount: number;
  coupon?: string | null;
  /**
   * Null while the way of delivery is not known (a one-click order agrees it by phone); left out
   * where delivery is not chosen yet (the basket), and then there is no Доставка line.
   */
  delivery?: number | null;
  total: number;
  /** What a gift certificate pays of the total: its own line, then «К оплате» with `toPay`. */
  certificate?: { AMOUNT: number } | null;
  /** What is left to pay after the certificate. */
  toPay?: number;
  /** The total is being recalculated (shown dimmed). */
  busy?: boolean;
  /** The sums change while the page is open (the checkout): screen readers hear the new ones. */
  live?: boolean;
}

/**
 * Товары, Скидка, Доставка, Итого, and with a gift certificate «Оплачено сертификатом» and
 * «К оплате»: the sums of a basket, a checkout or an order.
 */
export function OrderTotals({ goods, discount, coupon, delivery, total, certificate, toPay, busy = false, live = false }: Props) {
  const paid = certificate && certificate.AMOUNT > 0 ? certificate.AMOUNT : 0;
  return (
    <Table aria-live={live ? 'polite' : undefined} aria-busy={busy || undefined}>
      <div>
        <dt>Товары</dt>
        <dd>{formatPrice(goods)}</dd>
      </div>
      {discount > 0 && (
        <div data-discount>
          <dt>Скидка{coupon ? ` по промокоду ${coupon}` : ''}</dt>
          <dd>−{formatPrice(discount)}</dd>
        </div>
      )}
      {delivery !== undefined && (
        <div>
          <dt>Доставка</dt>
          <dd>{delivery === null ? 'по договорённости' : delivery === 0 ? 'бесплатно' : formatPrice(delivery)}</dd>
        </div>
      )}
      <div data-total>
        <dt>Итого</dt>
        <dd>{formatPrice(total)}</dd>
      </div>
      {paid > 0 && (
        <>
          <div data-discount>
            <dt>Оплачено сертификатом</dt>
            <dd>−{formatPrice(paid)}</dd>
          </div>
          <div data-to-pay>
            <dt>К оплате</dt>
            <dd>{formatPrice(toPay ?? Math.max(0, total - paid))}</dd>
          </div>
        </>
      )}
    </Table>
  );
}

const Table = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    white-space: nowrap;
  }
  [data-discount] dd {
    color: ${colors.danger};
  }
  [data-total] {
    margin-top: 4px;
    padding-top: 12px;
    border-top: 1px solid ${colors.border};
    font-size: 19px;
  }
  [data-total] dt {
    color: ${colors.graphite};
    font-weight: 800;
  }
  [data-total] dd,
  [data-to-pay] {
    font-weight: 800;
  }
  [data-to-pay] {
    font-size: 19px;
  }
  [data-to-pay] dt {
    color: ${colors.graphite};
  }
  &[aria-busy] dd {
    opacity: 0.6;
  }
`;
