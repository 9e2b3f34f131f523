import styled from '@emotion/styled';
import { formatCertificateCode } from '../../../shared/contract/certificate-code';
import type { Certificate } from '../../../shared/contract/certificate';
import { formatPrice } from '../../../shared/format';
import { Note, Panel } from '../../ui/layout';
import { space } from '../../ui/theme';
import { Code } from '../../ui/Code';
import { validity } from '../../components/certificate/validity';

/** The gift certificates a paid order bought: each code with its nominal and balance, to hand on. */
export function IssuedCertificates({ certificates }: { certificates: Certificate[] }) {
  return (
    <Issued tone="white" aria-labelledby="order-certificates">
      <h2 id="order-certificates">{certificates.length > 1 ? 'Подарочные сертификаты' : 'Подарочный сертификат'}</h2>
      <Note>Подарите код получателю: его можно активировать в личном кабинете или ввести при оформлении заказа.</Note>
      <List>
        {certificates.map((c) => (
          <li key={c.CODE}>
            <Code data-certificate-code="">{formatCertificateCode(c.CODE)}</Code>
            <span>
              {formatPrice(c.NOMINAL)}
              {c.BALANCE !== c.NOMINAL && ` · осталось ${formatPrice(c.BALANCE)}`}
            </span>
            {validity(c) && <Note>{validity(c)}</Note>}
          </li>
        ))}
      </List>
    </Issued>
  );
}

const Issued = styled(Panel)`
  margin-bottom: ${space.xl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${space.sm} ${space.lg};
  }
  span {
    font-weight: 700;
  }
`;
