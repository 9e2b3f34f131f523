import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { OrderDraft } from '../../../shared/contract/order';
import { ORDER_FORM_START } from '../../../shared/contract/order-constants';
import { fallbackFor } from '../../testing/fixtures';
import { basket, basketItem, cityPoints, draft } from '../../testing/orders';
import { firstHeading, renderApp } from '../../testing/renderApp';

const URL = '/personal/order/';

function renderCheckout(data?: OrderDraft) {
  const fallback: Record<string, unknown> = fallbackFor(URL);
  if (data) fallback[unstable_serialize(keys.orderDraft(ORDER_FORM_START))] = { draft: data };
  fallback[unstable_serialize(keys.deliveryPoints('', ''))] = cityPoints();
  return renderApp(URL, fallback);
}

const text = (html: string) => html.replace(/<!-- -->/g, '');

/** The <input> tags named `name` (with `value` when given), whatever the order of attributes. */
function inputs(html: string, name: string, value?: string): string[] {
  return (html.match(/<input[^>]*>/g) ?? []).filter(
    (tag) => tag.includes(`name="${name}"`) && (value === undefined || tag.includes(`value="${value}"`)),
  );
}
const checked = (tag: string | undefined) => Boolean(tag?.includes('checked=""'));

describe('the checkout page', () => {
  it('renders the form for the prefetched draft', async () => {
    const html = text(await renderCheckout(draft()));
    expect(firstHeading(html)).toBe('Оформление заказа');
    expect(html).toMatch(/<input[^>]*name="name"/);
    expect(html).toMatch(/<input[^>]*type="tel"[^>]*placeholder="\+7 \(___\) ___-__-__"/);
    expect(html).toContain('для чека');
    expect(html).toContain('>Оформить заказ</button>');
  });

  it('offers pickup and courier with their prices and, where the carrier gave one, the term; pickup chosen', async () => {
    const html = text(await renderCheckout(draft()));
    expect(checked(inputs(html, 'delivery', 'pickup')[0])).toBe(true);
    expect(checked(inputs(html, 'delivery', 'courier')[0])).toBe(false);
    expect(html).toMatch(/Пункт выдачи<span[^>]*>290\u00a0р\.<span[^>]*>, 2–4 дня<\/span><\/span>/);
    expect(html).toMatch(/Курьером до двери<span[^>]*>490\u00a0р\.<\/span>/);
    expect(html).toContain('Бесплатно от 7\u00a0000\u00a0р.');
  });

  it('lists the prefetched city’s pickup points with address, metro and schedule, none chosen, and offers another city', async () => {
    const html = text(await renderCheckout(draft()));
    expect(html).toContain('Город: <strong>Москва</strong>');
    expect(html).toContain('>Изменить город</button>');
    expect(inputs(html, 'pickupPointId')).toHaveLength(2);
    expect(html).toContain('ул. Тверская, д. 18, стр. 1');
    expect(html).toContain('м. Пушкинская');
    expect(html).toContain('пн–пт 10:00–21:00');
    expect(inputs(html, 'pickupPointId').some(checked)).toBe(false);
  });

  it('shows free pickup with the old price crossed out', async () => {
    const free = draft();
    free.DELIVERY[0] = { ...free.DELIVERY[0]!, PRICE: 0 };
    const html = text(await renderCheckout({ ...free, DELIVERY_PRICE: 0, TOTAL: 2322 }));
    expect(html).toMatch(/<del><span class="visually-hidden">Было <\/span>290\u00a0р\.<\/del>бесплатно/);
    expect(html).toMatch(/<dt>Доставка<\/dt><dd>бесплатно<\/dd>/);
  });

  it('offers SBP and payment on receipt, SBP chosen', async () => {
    const html = text(await renderCheckout(draft()));
    expect(checked(inputs(html, 'payment', 'sbp')[0])).toBe(true);
    expect(checked(inputs(html, 'payment', 'cash')[0])).toBe(false);
    expect(html).toContain('СБП онлайн');
    expect(html).toContain('При получении');
  });

  it('asks for the personal-data consent in its own unticked checkbox', async () => {
    const html = text(await renderCheckout(draft()));
    const [consent] = inputs(html, 'consent');
    expect(consent).toContain('type="checkbox"');
    expect(checked(consent)).toBe(false);
    // The policy's link is after the box's line, not in it (a tap on the text ticks the box).
    expect(html).toMatch(
      /Я даю согласие на обработку персональных данных<\/span><\/label><p [^>]*><label [^>]*>в соответствии с <\/label><a href="\/privacy\/"/,
    );
  });

  it('sums up the lines, discount, delivery and total, and the gift options', async () => {
    const html = text(await renderCheckout(draft()));
    expect(html).toContain('Боди молочное с коротким рукавом');
    expect(html).toContain('2 товара');
    expect(html).toMatch(/<dt>Товары<\/dt><dd>2\u00a0580\u00a0р\.<\/dd>/);
    expect(html).toMatch(/<dt>Скидка по промокоду MALYSH10<\/dt><dd>−258\u00a0р\.<\/dd>/);
    expect(html).toMatch(/<dt>Доставка<\/dt><dd>290\u00a0р\.<\/dd>/);
    expect(html).toMatch(/<dt>Итого<\/dt><dd>2\u00a0612\u00a0р\.<\/dd>/);
    expect(html).toContain('Подарочная упаковка');
    expect(html).toContain('<q>С днём рождения, Маша!</q>');
    expect(html).toContain('До бесплатной доставки в пункт выдачи осталось <strong>4\u00a0678\u00a0р.</strong>');
  });

  it('warns about a sold-out line', async () => {
    const soldOut = basketItem({ ID: 102, SIZE: '68', AVAILABLE: false, SUM: 0, MESSAGE: 'Размер 68 закончился' });
    const html = text(await renderCheckout(draft({ basket: basket({ ITEMS: [basketItem(), soldOut] }) })));
    expect(html).toContain('Размер 68 закончился');
    expect(html).toContain('Некоторых товаров уже нет в наличии');
  });

  it('waits with the button until the page is interactive', async () => {
    const html = text(await renderCheckout(draft()));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Оформить заказ<\/button>/);
  });

  it('shows the empty state for an empty basket', async () => {
    const html = text(await renderCheckout(draft({ basket: basket({ ITEMS: [], TOTAL_QUANTITY: 0, COUNT: 0 }) })));
    expect(html).toContain('В корзине пока пусто');
    expect(html).not.toContain('Оформить заказ</button>');
    expect(html).toMatch(/<a [^>]*href="\/shop\/"[^>]*>Перейти в каталог<\/a>/);
  });

  it('says it is loading when the server could not prefetch the draft', async () => {
    const html = text(await renderCheckout());
    expect(firstHeading(html)).toBe('Оформление заказа');
    expect(html).toContain('Загружаем корзину…');
  });

  it('has no delivery step for gift certificates alone: it says how the code arrives, and sums no delivery', async () => {
    const certificates = draft({ NEEDS_DELIVERY: false, DELIVERY_PRICE: 0, TOTAL: 3000, TO_PAY: 3000 });
    const html = text(await renderCheckout(certificates));
    expect(inputs(html, 'delivery')).toHaveLength(0);
    expect(inputs(html, 'pickupPointId')).toHaveLength(0);
    expect(html).not.toMatch(/<select[^>]*name="city"/);
    expect(html).toContain('Доставка не нужна');
    expect(html).toMatch(/появится на странице заказа сразу после оплаты по СБП и придёт в SMS/);
    expect(html).not.toMatch(/<dt>Доставка<\/dt>/);
    expect(html).toContain('>Оформить заказ</button>');
  });
});
