import { Page } from '../components/page';
import { Prose } from '../components/page/Prose';
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
