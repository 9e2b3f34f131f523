import { Page } from '../components/page';
import { Prose } from '../components/page/Prose';
import { crumbs } from './crumbs';

/** /personal/feedback/: a message to the shop. */
export default function FeedbackPage() {
  return (
    <Page title="Обратная связь" parents={[crumbs.personal]}>
      <Prose>
        <p>Есть вопрос о заказе, размере или ткани? Напишите нам — ответим в рабочее время.</p>
      </Prose>
    </Page>
  );
}
