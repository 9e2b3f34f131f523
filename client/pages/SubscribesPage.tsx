import { Page } from '../components/page';
import { Prose } from '../components/page/Prose';
import { crumbs } from './crumbs';

/** /personal/subscribes/: subscriptions. */
export default function SubscribesPage() {
  return (
    <Page title="Подписки" parents={[crumbs.personal]}>
      <Prose>
        <p>Выберите, о чём вам рассказывать: новые коллекции, скидки и распродажи.</p>
      </Prose>
    </Page>
  );
}
