import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { formatCertificateCode } from '../../../shared/contract/certificate-code';
import { showSuccess } from '../../components/toasts';
import { api, errorsOf } from '../../hooks/fetcher';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { Button } from '../../ui/Button';
import { FormPanel } from '../../ui/FormPanel';
import { Field } from '../../ui/Field';
import { CertificateCodeInput } from '../../components/certificate/CertificateCodeInput';
import { mq, space } from '../../ui/theme';

/** «Активировать сертификат» (POST /profile/certificates/use/): a code given as a present joins the account. */
export function ActivateCertificate({ onActivated }: { onActivated: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, sending } = useSubmitOnce();

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      try {
        const { certificate } = await api.request('POST /profile/certificates/use/', { body: { certificate: code } });
        setCode('');
        setError(null);
        showSuccess(`Сертификат ${formatCertificateCode(certificate.CODE)} добавлен`);
        onActivated();
      } catch (refused) {
        setError(errorsOf(refused)[0]?.message ?? null);
      }
    });
  }

  return (
    <FormPanel onSubmit={submit} noValidate aria-label="Активировать сертификат">
      <h2>Активировать сертификат</h2>
      <Row>
        <Field label="Код сертификата" error={error}>
          <CertificateCodeInput placeholder="XXXX-XXXX-XXXX-XXXX" value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
        <Button type="submit" size="medium" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Проверяем…' : 'Активировать'}
        </Button>
      </Row>
    </FormPanel>
  );
}

/** The field and its button side by side on desktops, the button under the field's control. */
const Row = styled.div`
  display: grid;
  gap: ${space.md};
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    > button {
      margin-top: 27px;
    }
  }
`;
