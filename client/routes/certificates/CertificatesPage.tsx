import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { usePersonalData } from '../../hooks/usePersonalData';
import type { CertificatesRoute } from './route';
import type { PageProps } from '../route-module';
import { EmptyState, Stack } from '../../ui/layout';
import { space } from '../../ui/theme';
import { crumbs } from '../crumbs';
import { ActivateCertificate } from './ActivateCertificate';
import { CertificateCard } from './CertificateCard';

/**
 * /personal/certificates: the account's gift certificates (code, balance of nominal, status,
 * history) and the field that attaches a code given as a present.
 */
export default function CertificatesPage({ keys }: PageProps<CertificatesRoute>) {
  const { data, error, mutate } = usePersonalData(keys.certificates);
  const certificates = data?.certificates;
  return (
    <Page title="Подарочные сертификаты" parents={[crumbs.personal]}>
      <Stack>
        <ActivateCertificate onActivated={() => void mutate()} />
        {certificates && certificates.length > 0 ? (
          <List aria-label="Сертификаты">
            {certificates.map((c) => (
              <CertificateCard key={c.CODE} certificate={c} />
            ))}
          </List>
        ) : certificates ? (
          <EmptyState icon="grid" title="Сертификатов пока нет" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
            Получили сертификат в подарок? Введите его код выше — им можно оплатить заказ целиком или частично.
          </EmptyState>
        ) : error ? (
          <p role="alert">Не удалось загрузить сертификаты. Обновите страницу чуть позже.</p>
        ) : (
          <p role="status">Загружаем сертификаты…</p>
        )}
      </Stack>
    </Page>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.xxl};
  padding: 0;
  list-style: none;
`;
