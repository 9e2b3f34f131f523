import type { Basket, BasketItem } from '../../shared/contract/basket';
import { urls } from '../../shared/routes';
import { kopecksToRubles } from '../../shared/format/number';
import { GIFT_CERTIFICATE_KIND } from '../certificate/service';
import type { CouponResult } from '../coupon/service';
import type { BasketRow } from './basket-queries';
import type { LineRow } from './line-queries';

/** A line counts (in totals and for coupons) only when on sale and its whole quantity is in stock. */
export function lineAvailable(line: LineRow): boolean {
  return line.onSale && line.stock > 0 && line.quantity <= line.stock;
}

function lineMessage(line: LineRow): string | undefined {
  if (!line.onSale) return 'Товар больше не продаётся';
  if (line.stock === 0) return 'Нет в наличии';
  if (line.quantity > line.stock) return `В наличии только ${line.stock} шт. — уменьшите количество`;
  return undefined;
}

function item(line: LineRow): BasketItem {
  const available = lineAvailable(line);
  const message = lineMessage(line);
  return {
    ID: line.offerId,
    PRODUCT: {
      ID: line.productId,
      CODE: line.code,
      NAME: line.name,
      URL: urls.product({ ID: line.productId, CODE: line.code }),
      PICTURE: line.picture,
      COLOR: line.colourName,
    },
    SIZE: line.size,
    QUANTITY: line.quantity,
    PRICE: kopecksToRubles(line.priceKopecks),
    OLD_PRICE: line.oldPriceKopecks === null ? null : kopecksToRubles(line.oldPriceKopecks),
    SUM: available ? kopecksToRubles(line.priceKopecks * line.quantity) : 0,
    AVAILABLE: available,
    MAX_QUANTITY: line.stock,
    ...(message ? { MESSAGE: message } : {}),
  };
}

export interface BasketParts {
  basket: BasketRow | null;
  lines: LineRow[];
  coupon: { code: string; result: CouponResult } | null;
  freeFromKopecks: number | null;
}

/** The answer of every basket call (shared/contract/basket.ts). */
export function buildBasket({ basket, lines, coupon, freeFromKopecks }: BasketParts): Basket {
  const counted = lines.filter(lineAvailable);
  const gross = counted.reduce((s, l) => s + l.priceKopecks * l.quantity, 0);
  const discount = coupon?.result.ok ? Math.min(coupon.result.discountKopecks, gross) : 0;
  const toPay = gross - discount;
  return {
    ITEMS: lines.map(item),
    PRICE_WITHOUT_DISCOUNT: kopecksToRubles(gross),
    DISCOUNT: kopecksToRubles(discount),
    PRICE: kopecksToRubles(toPay),
    // Counts are of the lines shown (unavailable ones too); money only of the available ones.
    TOTAL_QUANTITY: lines.reduce((s, l) => s + l.quantity, 0),
    COUNT: lines.length,
    COUPON: coupon
      ? {
          CODE: coupon.code,
          DISCOUNT: kopecksToRubles(discount),
          ...(coupon.result.ok ? {} : { MESSAGE: coupon.result.message }),
        }
      : null,
    GIFT: {
      WRAP: basket?.giftWrap ?? false,
      MESSAGE: basket?.cardMessage ?? '',
      NO_PRICES: basket?.noPricesReceipt ?? false,
    },
    DELIVERY:
      freeFromKopecks === null
        ? null
        : {
            FREE_FROM: kopecksToRubles(freeFromKopecks),
            // Goods to pay after the discount: what the delivery threshold is measured on.
            LEFT_FOR_FREE: kopecksToRubles(Math.max(0, freeFromKopecks - toPay)),
          },
  };
}

/** What the coupon rules see of the lines. */
export function couponLines(lines: readonly LineRow[]) {
  return lines.filter(lineAvailable).map((l) => ({
    sumKopecks: l.priceKopecks * l.quantity,
    sectionId: l.sectionId,
    capsuleId: l.capsuleId,
    giftCertificate: l.kind === GIFT_CERTIFICATE_KIND,
  }));
}
