import { Page } from '../components/page';
import { Prose } from '../components/page/Prose';
import { crumbs } from './crumbs';

/** /personal/login/: sign in. */
export default function LoginPage() {
  return (
    <Page title="Вход" parents={[crumbs.personal]}>
      <Prose>
        <p>Войдите по номеру телефона, чтобы видеть свои заказы, избранное и бонусы.</p>
      </Prose>
    </Page>
  );
}
