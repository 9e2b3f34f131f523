import { describe, expect, it } from 'vitest';
import { ORDER_FORM_START } from '../../../shared/contract/order-constants';
import { draftKey } from './draft';
import checkout from './route';
import { CHECKOUT_START, orderForm, withCity } from './form';

const noCertificate = { CERTIFICATE: null, NEEDS_DELIVERY: true };

describe('the checkout form', () => {
  it('asks for the draft the server prefetched while untouched', () => {
    const prefetched = checkout.keys!({ params: {}, pathname: '/personal/order/', search: new URLSearchParams() }).draft;
    expect(draftKey(CHECKOUT_START)).toEqual(prefetched);
  });

  it('asks for a new draft when delivery or payment change, not when typing or picking a point', () => {
    const typed = { ...CHECKOUT_START, name: 'Анна', phone: { local: '9123456789', text: '+7 (912) 345-67-89' }, comment: 'Позвоните' };
    expect(draftKey(typed)).toEqual(draftKey(CHECKOUT_START));
    const picked = { ...CHECKOUT_START, pickupPointId: 3 };
    expect(draftKey(picked)).toEqual(draftKey(CHECKOUT_START));
    expect(draftKey({ ...CHECKOUT_START, delivery: 'courier' })).toEqual(draftKey({ ...ORDER_FORM_START, delivery: 'courier' }));
    expect(draftKey({ ...CHECKOUT_START, payment: 'cash' })).not.toEqual(draftKey(CHECKOUT_START));
  });

  it('sends the phone as digits and leaves out what does not apply', () => {
    const form = {
      ...CHECKOUT_START,
      name: ' Анна ',
      phone: { local: '9123456789', text: '+7 (912) 345-67-89' },
      email: '  ',
      delivery: 'courier' as const,
      pickupPointId: 3,
      address: 'Москва, ул. Льва Толстого, 16, кв. 5',
      consent: true,
    };
    expect(orderForm(form, noCertificate)).toEqual({
      name: 'Анна',
      phone: '79123456789',
      delivery: 'courier',
      address: 'Москва, ул. Льва Толстого, 16, кв. 5',
      payment: 'sbp',
      consent: true,
    });
    expect(orderForm({ ...form, delivery: 'pickup', email: 'anna@example.ru' }, noCertificate)).toMatchObject({
      pickupPointId: 3,
      email: 'anna@example.ru',
    });
    expect(orderForm({ ...form, delivery: 'pickup' }, noCertificate)).not.toHaveProperty('address');
  });

  it('sends no delivery, point or address when the draft says there is nothing to deliver (gift certificates alone)', () => {
    const form = { ...CHECKOUT_START, name: 'Анна', delivery: 'pickup' as const, pickupPointId: 3, consent: true };
    const sent = orderForm(form, { CERTIFICATE: null, NEEDS_DELIVERY: false });
    expect(sent).not.toHaveProperty('delivery');
    expect(sent).not.toHaveProperty('pickupPointId');
    expect(orderForm({ ...form, delivery: 'courier', address: 'Москва' }, { CERTIFICATE: null, NEEDS_DELIVERY: false })).not.toHaveProperty(
      'address',
    );
  });

  it('sends with a certificate what the draft showed it paying, 0 while the draft is not about that code', () => {
    const form = { ...CHECKOUT_START, certificate: 'K7QW3MZP9XRDH2TE' };
    const shown = { CERTIFICATE: { CODE: 'K7QW-3MZP-9XRD-H2TE', AMOUNT: 600, BALANCE_AFTER: 400 }, NEEDS_DELIVERY: true };
    expect(orderForm(form, shown)).toMatchObject({ certificate: 'K7QW3MZP9XRDH2TE', certificateAmount: 600 });
    expect(orderForm(form, noCertificate)).toMatchObject({ certificate: 'K7QW3MZP9XRDH2TE', certificateAmount: 0 });
    expect(orderForm({ ...form, certificate: 'A7QW3MZP9XRDH2TE' }, shown)).toMatchObject({ certificateAmount: 0 });
    expect(orderForm(CHECKOUT_START, shown)).not.toHaveProperty('certificateAmount');
  });

  it('drops a chosen point when the city changes, and keeps it when the same city is picked again', () => {
    const chosen = { ...CHECKOUT_START, city: '44', pickupPointId: 3 };
    expect(withCity(chosen, '424')).toMatchObject({ city: '424', pickupPointId: null });
    expect(withCity(chosen, '44')).toBe(chosen);
  });
});
