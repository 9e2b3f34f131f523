import { Page } from '../components/page';
import { Prose } from '../components/page/Prose';
import { crumbs } from './crumbs';

/** /personal/registration/: register. */
export default function RegistrationPage() {
  return (
    <Page title="Регистрация" parents={[crumbs.personal]}>
      <Prose>
        <p>Зарегистрируйтесь, чтобы оформлять заказы быстрее и следить за их статусом.</p>
      </Prose>
    </Page>
  );
}
