import type { ProductDetail } from '../../shared/contract/catalog';
import { CERTIFICATE_VALID_MONTHS } from '../../shared/contract/certificate-code';
import { kopecksToRubles } from '../../shared/format/number';
import { urls } from '../../shared/routes';
import { GIFT_CERTIFICATE_KIND } from '../certificate/service';
import type { Executor } from '../db/database';
import { notFound } from '../http/errors';
import { loadCards } from './cards';
import { modelColours, offersOf, picturesOf, productByCode, relatedIds } from './detail-queries';
import { activeSectionRows } from './queries';
import { sectionPath, sectionRef } from './scope';

/** A shopper needs "few left", not the warehouse count. */
export const QUANTITY_CAP = 10;
export const RELATED_LIMIT = 8;

/** The product page (spec §7.1 detail, and detail-complex with RELATED). */
export async function productDetail(db: Executor, code: string, withRelated: boolean): Promise<ProductDetail> {
  const product = await productByCode(db, code);
  if (!product) throw notFound('Товар не найден');

  const [[card], pictures, offerRows, modelRows, sectionRows, related] = await Promise.all([
    loadCards(db, [product.id]),
    picturesOf(db, product.id),
    offersOf(db, product.id),
    modelColours(db, product.modelCode),
    activeSectionRows(db),
    withRelated ? relatedIds(db, product, RELATED_LIMIT).then((ids) => loadCards(db, ids)) : undefined,
  ]);
  const path = sectionPath(sectionRows, product.sectionId);
  // A product of a switched-off section is hidden like the section itself.
  if (!card || path.length === 0) throw notFound('Товар не найден');

  const capsule = sectionRows.find((s) => s.id === product.capsuleId);
  const detail: ProductDetail = {
    ...card,
    PICTURES: pictures.map((p) => ({ SRC: p.url, ALT: p.alt })),
    OFFERS: offerRows.map((o) => ({
      ID: o.id,
      SIZE: o.size,
      AVAILABLE: o.stock > 0,
      QUANTITY: Math.min(o.stock, QUANTITY_CAP),
      PRICE: kopecksToRubles(o.price),
      OLD_PRICE: o.oldPrice === null ? null : kopecksToRubles(o.oldPrice),
    })),
    DESCRIPTION: product.description,
    COMPOSITION: product.composition,
    CARE: product.care,
    CERTIFICATE: product.kind === GIFT_CERTIFICATE_KIND ? { NOMINAL: card.PRICE, VALID_MONTHS: CERTIFICATE_VALID_MONTHS } : null,
    CAPSULE: capsule ? sectionRef(capsule) : null,
    SECTION_PATH: path.map(sectionRef),
    COLORS: modelRows.map((m) => ({
      ID: m.id,
      URL: urls.product({ ID: m.id, CODE: m.code }),
      COLOR: { CODE: m.colourCode, NAME: m.name, HEX: m.hex },
      ACTIVE: m.id === product.id,
    })),
  };
  if (related) detail.RELATED = related;
  return detail;
}
