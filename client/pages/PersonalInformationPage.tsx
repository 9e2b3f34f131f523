import { Page } from '../components/page';
import { Prose } from '../components/page/Prose';
import { crumbs } from './crumbs';

/** /personal/information/: the profile. */
export default function PersonalInformationPage() {
  return (
    <Page title="Личная информация" parents={[crumbs.personal]}>
      <Prose>
        <p>Имя, телефон и электронная почта, которые мы используем для ваших заказов.</p>
      </Prose>
    </Page>
  );
}
