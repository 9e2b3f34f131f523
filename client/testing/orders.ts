import type { Basket, BasketItem } from '../../shared/contract/basket';
import type { Order, OrderDraft, PickupPoint } from '../../shared/contract/order';
import type { Payment } from '../../shared/contract/payment';
import type { CityPickupPoint, DeliveryPoints } from '../../shared/contract/delivery';

/**
 * Basket, checkout draft, order and payment test data in the contract's shapes (issue 4): the one
 * factory of them, for the client's tests and the storefront's fake api alike. Each takes the
 * fields a test is about; client/testing/fixtures.test.ts parses what they make with the schemas.
 */

export type OrderItem = Order['ITEMS'][number];

/** What a test overrides of a line: its fields, and of its product only the fields it names. */
type LineOverrides<Line extends { PRODUCT: object }> = Partial<Omit<Line, 'PRODUCT'>> & { PRODUCT?: Partial<Line['PRODUCT']> };

/** No wrapping, no card, prices on the receipt: a basket whose shopper chose no gift options. */
export const NO_GIFT: Basket['GIFT'] = { WRAP: false, MESSAGE: '', NO_PRICES: false };
const WRAPPED_WITH_CARD: Basket['GIFT'] = { WRAP: true, MESSAGE: 'С днём рождения, Маша!', NO_PRICES: false };

export function pickupPoint(overrides: Partial<PickupPoint> = {}): PickupPoint {
  return {
    ID: 1,
    CODE: 'MSK-01',
    CITY: 'Москва',
    ADDRESS: 'ул. Тверская, д. 18, стр. 1',
    SCHEDULE: 'ежедневно 10:00–22:00',
    ...overrides,
  };
}

/** A pickup point as the checkout's city list shows it. */
export function cityPoint(overrides: Partial<CityPickupPoint> = {}): CityPickupPoint {
  return {
    ...pickupPoint(),
    METRO: 'Пушкинская',
    LATITUDE: 55.7652,
    LONGITUDE: 37.6045,
    TAKES_CARD: true,
    TAKES_CASH: true,
    WEIGHT_MAX: 30_000,
    ...overrides,
  };
}

/** Moscow's two points, as GET /delivery/points/ answers for the city the checkout opens on. */
export function cityPoints(overrides: Partial<DeliveryPoints> = {}): DeliveryPoints {
  return {
    CITY: { KEY: '44', NAME: 'Москва', REGION: 'Москва', POINTS: 2 },
    ITEMS: [
      cityPoint(),
      cityPoint({
        ID: 2,
        CODE: 'MSK-02',
        ADDRESS: 'Ленинский просп., д. 62/1',
        SCHEDULE: 'пн–пт 10:00–21:00',
        METRO: 'Ленинский проспект',
        LATITUDE: 55.7069,
        LONGITUDE: 37.5856,
      }),
    ],
    ...overrides,
  };
}

/** Two bodysuits in size 62, as the basket lists them. */
export function basketItem({ PRODUCT, ...overrides }: LineOverrides<BasketItem> = {}): BasketItem {
  return {
    ID: 101,
    PRODUCT: {
      ID: 12,
      CODE: 'bodi-molochnoe',
      NAME: 'Боди молочное с коротким рукавом',
      URL: '/shop/12-bodi-molochnoe-product/',
      PICTURE: '/images/products/bodysuit-short-molochnyy-1.svg',
      COLOR: 'молочный',
      ...PRODUCT,
    },
    SIZE: '62',
    QUANTITY: 2,
    PRICE: 1290,
    OLD_PRICE: null,
    SUM: 2580,
    AVAILABLE: true,
    MAX_QUANTITY: 5,
    ...overrides,
  };
}

/** The same line as an order keeps it: without the stock, and its product without the id. */
export function orderItem({ PRODUCT, ...overrides }: LineOverrides<OrderItem> = {}): OrderItem {
  const { AVAILABLE: _available, MAX_QUANTITY: _stock, MESSAGE: _message, PRODUCT: line, ...item } = basketItem();
  const { ID: _productId, ...product } = line;
  return { ...item, PRODUCT: { ...product, ...PRODUCT }, ...overrides };
}

/** The line above with the MALYSH10 coupon's tenth off and a wrapped gift with a card. */
export function basket(overrides: Partial<Basket> = {}): Basket {
  return {
    ITEMS: [basketItem()],
    PRICE_WITHOUT_DISCOUNT: 2580,
    DISCOUNT: 258,
    PRICE: 2322,
    TOTAL_QUANTITY: 2,
    COUNT: 1,
    COUPON: { CODE: 'MALYSH10', DISCOUNT: 258 },
    GIFT: { ...WRAPPED_WITH_CARD },
    DELIVERY: { FREE_FROM: 7000, LEFT_FOR_FREE: 4678 },
    ...overrides,
  };
}

/** A basket with nothing in it, as a browser without a session has. */
export function emptyBasket(overrides: Partial<Basket> = {}): Basket {
  return basket({
    ITEMS: [],
    PRICE_WITHOUT_DISCOUNT: 0,
    DISCOUNT: 0,
    PRICE: 0,
    TOTAL_QUANTITY: 0,
    COUNT: 0,
    COUPON: null,
    GIFT: { ...NO_GIFT },
    DELIVERY: { FREE_FROM: 7000, LEFT_FOR_FREE: 7000 },
    ...overrides,
  });
}

export function draft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    basket: basket(),
    DELIVERY: [
      {
        CODE: 'pickup',
        NAME: 'Пункт выдачи',
        DESCRIPTION: 'Заберите заказ в удобном пункте, срок хранения 7 дней',
        PRICE: 290,
        BASE_PRICE: 290,
        FREE_FROM: 7000,
        DAYS: { MIN: 2, MAX: 4 },
      },
      {
        CODE: 'courier',
        NAME: 'Курьером до двери',
        DESCRIPTION: 'Курьер привезёт заказ и позвонит за час до приезда',
        PRICE: 490,
        BASE_PRICE: 490,
        FREE_FROM: null,
        DAYS: null,
      },
    ],
    PAYMENT: [
      { CODE: 'sbp', NAME: 'СБП онлайн', DESCRIPTION: 'QR-код или приложение банка, без комиссии' },
      { CODE: 'cash', NAME: 'При получении', DESCRIPTION: 'Картой или наличными' },
    ],
    NEEDS_DELIVERY: true,
    DELIVERY_PRICE: 290,
    TOTAL: 2612,
    CERTIFICATE: null,
    CERTIFICATE_ERROR: null,
    TO_PAY: 2612,
    ...overrides,
  };
}

/** The draft of an empty basket: nothing to deliver, nothing to pay. */
export function emptyDraft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return draft({
    basket: emptyBasket(),
    DELIVERY: [],
    PAYMENT: [],
    DELIVERY_PRICE: 0,
    TOTAL: 0,
    TO_PAY: 0,
    ...overrides,
  });
}

/** The basket above ordered for pickup and SBP, not paid yet; its pay link follows its CODE. */
export function order(overrides: Partial<Order> = {}): Order {
  const CODE = overrides.CODE ?? 'K7M2QX9PRT';
  return {
    CODE,
    KIND: 'checkout',
    STATUS: 'new',
    STATUS_NAME: 'Ожидает оплаты',
    CREATED_AT: '2026-03-05T15:30:00Z',
    PAID_AT: null,
    TRACKING_NUMBER: null,
    TRACKING_URL: null,
    PARCEL_STATE: null,
    ITEMS: [orderItem()],
    PRICE_WITHOUT_DISCOUNT: 2580,
    DISCOUNT: 258,
    DELIVERY_PRICE: 290,
    PRICE: 2612,
    CERTIFICATE: null,
    TO_PAY: 2612,
    CERTIFICATES: [],
    TOTAL_QUANTITY: 2,
    COUPON: 'MALYSH10',
    CONTACT: { NAME: 'Анна', PHONE: '79123456789', EMAIL: 'anna@example.ru' },
    DELIVERY: { METHOD: 'pickup', NAME: 'Пункт выдачи', PICKUP_POINT: pickupPoint(), ADDRESS: null },
    PAYMENT: { METHOD: 'sbp', NAME: 'СБП онлайн', CAN_PAY: true, PAY_URL: `/personal/order/${CODE}/sbp/` },
    GIFT: { ...WRAPPED_WITH_CARD },
    COMMENT: '',
    CANCELLATION: null,
    REFUND_DUE: null,
    SURCHARGE: null,
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    ORDER_CODE: 'K7M2QX9PRT',
    KIND: 'order',
    AMOUNT: 2612,
    STATUS: 'pending',
    PROVIDER: 'sandbox',
    SBP_URL: 'https://qr.nspk.ru/AS1000670LSS7DN18SJQDNP4B05KLJL2?type=02&bank=100000000111&sum=261200&cur=RUB',
    QR_SVG: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
    EXPIRES_AT: '2026-03-05T16:00:00Z',
    PAID_AT: null,
    DEMO_PAY: true,
    ...overrides,
  };
}
