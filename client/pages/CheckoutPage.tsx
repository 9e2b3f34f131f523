import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { urls } from '../../shared/routes';
import { PhoneConfirmationSlot } from '../components/order/PhoneConfirmationSlot';
import { recheckPhones, usePhoneConfirmation } from '../components/order/usePhoneConfirmation';
import { Page } from '../components/page';
import { useHydrating } from '../hooks/useHydrating';
import { useOrderCheckout } from '../hooks/useOrderCheckout';
import { useOrderDraft } from '../hooks/useOrderDraft';
import { useProfile } from '../hooks/useProfile';
import { draftKey } from '../routes/checkout';
import { EmptyState } from '../ui/layout';
import { Button } from '../ui/Button';
import { CheckoutForm } from './checkout/CheckoutForm';
import { checkoutStart, orderForm, type CheckoutFields as Form } from './checkout/form';
import { crumbs } from './crumbs';

const TITLE = 'Оформление заказа';

/**
 * /personal/order/: checkout. The draft (basket, ways of delivery and payment, pickup points,
 * sums) comes from POST /api/order/ for the form's choices; the server renders the first one.
 * With an empty basket there is nothing to check out yet.
 */
export default function CheckoutPage() {
  const profile = useProfile();
  const [form, setForm] = useState<Form>(() => checkoutStart(profile));
  const { draft, error, pending, retry } = useOrderDraft(draftKey(form));
  const { checkout, sending } = useOrderCheckout();
  const hydrating = useHydrating();
  const { mutate } = useSWRConfig();
  // Paid on receipt: only for a phone this browser confirmed with a code (asked inline, then the order goes).
  const place = () => {
    if (!draft) return;
    void checkout(orderForm(form, draft), () => {
      retry();
      recheckPhones(mutate);
    });
  };
  const confirmation = usePhoneConfirmation(form.phone.local, form.payment === 'cash', place);

  if (!draft || (draft.basket.ITEMS.length === 0 && pending)) {
    return (
      <Page title={TITLE} parents={[crumbs.basket]}>
        {error && !pending ? (
          <p role="alert">
            Не удалось загрузить оформление заказа.{' '}
            <Button look="link" onClick={retry}>
              Попробовать ещё раз
            </Button>
          </p>
        ) : (
          <p role="status">Загружаем корзину…</p>
        )}
      </Page>
    );
  }
  if (draft.basket.ITEMS.length === 0) {
    return (
      <Page title={TITLE} parents={[crumbs.basket]}>
        <EmptyState icon="bag" title="В корзине пока пусто" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
          Добавьте товары в корзину, чтобы оформить заказ.
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={TITLE} parents={[crumbs.basket]}>
      <CheckoutForm
        form={form}
        draft={draft}
        onForm={setForm}
        recalculating={pending}
        sending={sending}
        ready={!hydrating}
        onSubmit={confirmation.submit}
        phoneConfirmation={<PhoneConfirmationSlot step={confirmation} />}
      />
    </Page>
  );
}
