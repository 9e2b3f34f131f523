import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { Prose } from '../../components/page/Prose';
import { ButtonLink } from '../../ui/Button';

/** /lookbook/: the collections as they are worn. */
export default function LookbookPage() {
  return (
    <Page title="Лукбук">
      <Prose>
        <p className="lead">
          Наши капсулы в жизни: прогулки, сон, первые шаги. Каждый образ собран из вещей одной коллекции — их удобно сочетать и дополнять.
        </p>
        <ButtonLink to={urls.catalog()}>Собрать свой образ</ButtonLink>
      </Prose>
    </Page>
  );
}
