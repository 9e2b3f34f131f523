import { Page } from '../components/page';
import { Prose } from '../components/page/Prose';
import { crumbs } from './crumbs';

/** /personal/promocodes/: promo codes. */
export default function PromocodesPage() {
  return (
    <Page title="Промокоды" parents={[crumbs.personal]}>
      <Prose>
        <p>Здесь собраны ваши персональные промокоды и скидки.</p>
      </Prose>
    </Page>
  );
}
