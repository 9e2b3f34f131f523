import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { Prose } from '../../components/page/Prose';
import { ButtonLink } from '../../ui/Button';

/** /fashion/: how the brand thinks about style for the very young. */
export default function FashionPage() {
  return (
    <Page title="Fashion">
      <Prose>
        <p className="lead">
          Спокойные природные цвета, простые силуэты и вещи, которые легко сочетаются между собой: из нескольких моделей одной капсулы
          собирается гардероб на каждый день.
        </p>
        <p>
          Мы не гонимся за сезонными трендами: хорошая детская одежда переходит от старших к младшим и остаётся мягкой после многих стирок.
        </p>
        <ButtonLink to={urls.catalog()}>Смотреть каталог</ButtonLink>
      </Prose>
    </Page>
  );
}
