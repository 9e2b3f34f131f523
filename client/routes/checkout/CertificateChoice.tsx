import { useState } from 'react';
import styled from '@emotion/styled';
import { keys } from '../../../shared/api/keys';
import { formatCertificateCode, normalizeCertificateCode } from '../../../shared/contract/certificate-code';
import type { OrderDraft } from '../../../shared/contract/order';
import { formatPrice } from '../../../shared/format';
import { useApi } from '../../hooks/useApi';
import { useProfile } from '../../hooks/useProfile';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Note, Panel } from '../../ui/layout';
import { mq, space } from '../../ui/theme';
import { CertificateCodeInput } from '../../components/certificate/CertificateCodeInput';
import type { CheckoutFields } from './form';

interface Props {
  form: CheckoutFields;
  draft: OrderDraft;
  onChange: (patch: Partial<CheckoutFields>) => void;
}

/**
 * «Подарочный сертификат»: a code typed (or, for a signed-in shopper, one of the account's active
 * certificates picked) pays part or all of the order; the draft says how much, or why it cannot.
 */
export function CertificateChoice({ form, draft, onChange }: Props) {
  const [typed, setTyped] = useState(form.certificate);
  const signedIn = Boolean(useProfile());
  const own = useApi(signedIn ? keys.certificates() : null).data?.certificates.filter((c) => c.STATUS === 'active' && c.BALANCE > 0);
  const apply = (code: string) => onChange({ certificate: normalizeCertificateCode(code) });
  const pick = (code: string) => {
    setTyped(code && formatCertificateCode(code));
    apply(code);
  };
  const applied = form.certificate !== '';
  // The text changed since the code was applied (a wrong code being put right): «Применить» again.
  const editing = applied && typed.trim() !== '' && normalizeCertificateCode(typed) !== form.certificate;
  const error = applied && !editing ? draft.CERTIFICATE_ERROR : null;

  return (
    <Panel as="fieldset">
      <legend>Подарочный сертификат</legend>
      {own && own.length > 0 && !applied && (
        <Own>
          {own.map((c) => (
            <Button key={c.CODE} look="secondary" size="small" onClick={() => pick(c.CODE)}>
              {formatCertificateCode(c.CODE)} · {formatPrice(c.BALANCE)}
            </Button>
          ))}
        </Own>
      )}
      <Row>
        <Field label="Код сертификата" hideLabel error={error}>
          <CertificateCodeInput
            placeholder="Код сертификата"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              // Enter applies the code instead of placing the order.
              if (e.key === 'Enter') {
                e.preventDefault();
                apply(typed);
              }
            }}
          />
        </Field>
        {applied && !editing ? (
          <Button look="secondary" size="medium" onClick={() => pick('')}>
            Убрать
          </Button>
        ) : (
          <Button look="dark" size="medium" disabled={typed.trim() === ''} onClick={() => apply(typed)}>
            Применить
          </Button>
        )}
      </Row>
      {applied && draft.CERTIFICATE && (
        <Note role="status">
          Сертификат оплатит {formatPrice(draft.CERTIFICATE.AMOUNT)}, на нём останется {formatPrice(draft.CERTIFICATE.BALANCE_AFTER)}
        </Note>
      )}
    </Panel>
  );
}

const Own = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.sm};
  align-items: start;
  ${mq.desktop} {
    gap: ${space.md};
  }
`;
