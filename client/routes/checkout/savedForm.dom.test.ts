// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_START } from './form';
import { readSavedCheckoutForm, SAVED_CHECKOUT_KEY, saveCheckoutForm, withSavedCheckoutForm, forgetCheckoutForm } from './savedForm';

afterEach(() => sessionStorage.clear());

const typed = {
  ...CHECKOUT_START,
  name: 'Анна',
  phone: { local: '9161234567', text: '+7 (916) 123-45-67' },
  comment: 'Позвоните после 18:00',
  delivery: 'courier' as const,
  address: 'Казань, ул. Баумана, 1',
  city: '424',
  consent: true,
  certificate: 'K7QW3MZP9XRDH2TE',
};

describe('the checkout’s draft for the visit', () => {
  it('comes back after a reload with what was typed and chosen', () => {
    saveCheckoutForm(typed);
    const restored = withSavedCheckoutForm(CHECKOUT_START, readSavedCheckoutForm());
    expect(restored).toEqual({ ...typed, consent: false, certificate: '' });
  });

  it('never writes down the certificate’s code or the consent', () => {
    saveCheckoutForm(typed);
    const written = sessionStorage.getItem(SAVED_CHECKOUT_KEY)!;
    expect(written).not.toContain('K7QW3MZP9XRDH2TE');
    expect(written).not.toContain('consent');
  });

  it('is forgotten once the order is placed', () => {
    saveCheckoutForm(typed);
    forgetCheckoutForm();
    expect(withSavedCheckoutForm(CHECKOUT_START, readSavedCheckoutForm())).toEqual(CHECKOUT_START);
  });

  it('leaves out what it cannot read', () => {
    sessionStorage.setItem(
      SAVED_CHECKOUT_KEY,
      JSON.stringify({ name: 5, phone: '+7 916', delivery: 'drone', pickupPointId: -1, payment: 'cash' }),
    );
    expect(withSavedCheckoutForm(CHECKOUT_START, readSavedCheckoutForm())).toEqual({ ...CHECKOUT_START, payment: 'cash' });
    // An older visit saved the city's name, not its key: the city the checkout opens on instead.
    sessionStorage.setItem(SAVED_CHECKOUT_KEY, JSON.stringify({ city: 'Казань', pickupPointId: 7 }));
    expect(withSavedCheckoutForm(CHECKOUT_START, readSavedCheckoutForm())).toEqual({ ...CHECKOUT_START, pickupPointId: 7 });
    sessionStorage.setItem(SAVED_CHECKOUT_KEY, '{not json');
    expect(readSavedCheckoutForm()).toBeNull();
  });
});
