import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { urls } from '../../../shared/routes';
import { PhoneConfirmationSlot } from '../../components/order/PhoneConfirmationSlot';
import { recheckPhones, usePhoneConfirmation } from '../../components/order/usePhoneConfirmation';
import { Page } from '../../components/page';
import { useHydrating } from '../../hooks/useHydrating';
import { useOrderCheckout } from '../../hooks/useOrderCheckout';
import { useFormErrors } from '../../hooks/useFormErrors';
import { useOrderDraft } from '../../hooks/useOrderDraft';
import { useProfile } from '../../hooks/useProfile';
import { draftKey } from './draft';
import { EmptyState } from '../../ui/layout';
import { Button } from '../../ui/Button';
import { CheckoutForm } from './CheckoutForm';
import { CHECKOUT_FIELDS, checkoutStart, orderForm, type CheckoutFields as Form } from './form';
import { crumbs } from '../crumbs';

const TITLE = 'Оформление заказа';

/**
 * /personal/order/: checkout. The draft (basket, ways of delivery and payment, pickup points,
 * sums) comes from POST /api/order/ for the form's choices; the server renders the first one.
 * With an empty basket there is nothing to check out yet.
 */
export default function CheckoutPage() {
  const profile = useProfile();
  const [form, setForm] = useState<Form>(() => checkoutStart(profile));
  const saved = useSavedForm(form, setForm);
  const { draft, error, pending, retry } = useOrderDraft(draftKey(form));
  const { checkout, sending } = useOrderCheckout();
  // A message about no field (the basket changed meanwhile) stays a toast.
  const { form: formElement, errors, refuse, edited } = useFormErrors('checkout', CHECKOUT_FIELDS, null);
  const hydrating = useHydrating();
  const { mutate } = useSWRConfig();
  // Paid on receipt: only for a phone this browser confirmed with a code (asked inline, then the order goes).
  const place = () => {
    if (!draft) return;
    void checkout(
      orderForm(form, draft),
      (refused) => {
        refuse(refused);
        retry();
        recheckPhones(mutate);
      },
      saved.forget,
    );
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
        formRef={formElement}
        errors={errors}
        onEdited={edited}
        recalculating={pending}
        sending={sending}
        ready={!hydrating}
        onSubmit={confirmation.submit}
        phoneConfirmation={<PhoneConfirmationSlot step={confirmation} />}
      />
    </Page>
  );
}

/**
 * A reload keeps what the shopper typed, for this visit (sessionStorage, ./savedForm.ts).
 * Read after hydration, since the server cannot know it, and written on every change after that;
 * its code comes then too, not with the page. `forget` after the order is placed.
 */
function useSavedForm(form: Form, setForm: (next: (form: Form) => Form) => void) {
  const saved = useRef<typeof import('./savedForm') | null>(null);
  useEffect(() => {
    let live = true;
    import('./savedForm')
      .then((module) => {
        if (!live) return;
        const draft = module.readSavedCheckoutForm();
        setForm((start) => module.withSavedCheckoutForm(start, draft));
        saved.current = module;
      })
      .catch(() => undefined); // nothing restored: the form is as the page opened it
    return () => {
      live = false;
    };
  }, [setForm]);
  useEffect(() => {
    saved.current?.saveCheckoutForm(form);
  }, [form]);
  return { forget: () => saved.current?.forgetCheckoutForm() };
}
