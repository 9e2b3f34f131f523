import { Page, Prose } from '../components/page';
import { crumbs } from './crumbs';

/** /personal/certificates/: gift certificates. */
export default function CertificatesPage() {
  return (
    <Page title="Подарочные сертификаты" parents={[crumbs.personal]}>
      <Prose>
        <p>Здесь хранятся ваши подарочные сертификаты и их баланс.</p>
      </Prose>
    </Page>
  );
}
