import styled from '@emotion/styled';
import { formatCertificateCode } from '../../../shared/contract/certificate-code';
import type { Certificate } from '../../../shared/contract/certificate';
import { formatDate, formatPrice } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { Link } from '../../components/link/Link';
import { Badge, Note, Panel } from '../../ui/layout';
import { colors, space } from '../../ui/theme';
import { Code } from '../../ui/Code';
import { validity } from '../../components/certificate/validity';

const EVENT_NAMES = {
  issued: 'Выпущен',
  held: 'Отложено под заказ',
  spent: 'Оплачен заказ',
  released: 'Возвращено',
  reissued: 'Перевыпущен под новым кодом',
} as const;

/** A certificate of the account: code, balance of nominal, status and the history of its balance. */
export function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  return (
    <Panel as="li" tone="white" compact aria-label={`Сертификат ${formatCertificateCode(c.CODE)}`}>
      <Head>
        <Code>{formatCertificateCode(c.CODE)}</Code>
        <Badge tone={c.STATUS === 'active' ? 'soft' : 'off'}>{c.STATUS_NAME}</Badge>
      </Head>
      {validity(c) && <Note>{validity(c)}</Note>}
      <Sums>
        <div>
          <dt>Остаток</dt>
          <dd>{formatPrice(c.BALANCE)}</dd>
        </div>
        <div>
          <dt>Номинал</dt>
          <dd>{formatPrice(c.NOMINAL)}</dd>
        </div>
      </Sums>
      {c.HISTORY.length > 0 && (
        <details>
          <summary>История</summary>
          <History>
            {c.HISTORY.map((event, index) => (
              <li key={index}>
                <Note>
                  {formatDate(event.DATE)} · {EVENT_NAMES[event.KIND]}
                  {event.ORDER_CODE && (
                    <>
                      {' '}
                      <Link to={urls.order(event.ORDER_CODE)}>№{event.ORDER_CODE}</Link>
                    </>
                  )}
                </Note>
                <strong data-sign={event.AMOUNT < 0 ? 'minus' : 'plus'}>
                  {event.AMOUNT < 0 ? '−' : '+'}
                  {formatPrice(Math.abs(event.AMOUNT))}
                </strong>
              </li>
            ))}
          </History>
        </details>
      )}
    </Panel>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;

const Sums = styled.dl`
  display: flex;
  gap: ${space.xl};
  margin: 0;
  dt {
    color: ${colors.muted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-size: 19px;
    font-weight: 800;
  }
`;

const History = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: ${space.sm} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
  }
  [data-sign='minus'] {
    color: ${colors.danger};
  }
`;
