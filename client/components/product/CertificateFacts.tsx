import styled from '@emotion/styled';
import type { ProductDetail } from '../../../shared/contract/catalog';
import { formatPrice, withPluralRu } from '../../../shared/format';
import { colors, radius, space } from '../../ui/theme';

const MONTHS = ['месяц', 'месяца', 'месяцев'] as const;

/**
 * What a gift certificate is, where a garment shows its colour, size and care: its nominal, how
 * long it pays (from its issue, the moment its order is paid: decision 013) and how it arrives —
 * nothing is delivered, the code comes on the order's page and by SMS (decision 038).
 */
export function CertificateFacts({ certificate }: { certificate: NonNullable<ProductDetail['CERTIFICATE']> }) {
  return (
    <Facts aria-label="О сертификате">
      <div>
        <dt>Номинал</dt>
        <dd>{formatPrice(certificate.NOMINAL)}</dd>
      </div>
      <div>
        <dt>Срок действия</dt>
        <dd>{withPluralRu(certificate.VALID_MONTHS, MONTHS)} со дня оплаты</dd>
      </div>
      <div>
        <dt>Как его получить</dt>
        <dd>
          Доставка не нужна: код сертификата появится на странице заказа сразу после оплаты по СБП и придёт в SMS на телефон из заказа.
          Перешлите его тому, кому дарите.
        </dd>
      </div>
      <div>
        <dt>Как им оплатить</dt>
        <dd>Введите код при оформлении заказа или привяжите в личном кабинете. Можно тратить частями.</dd>
      </div>
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${colors.cream};
  div {
    display: grid;
    gap: 2px;
  }
  dt {
    color: ${colors.muted};
    font-size: 14px;
    font-weight: 700;
  }
  dd {
    margin: 0;
    line-height: 1.5;
  }
`;
