import { unstable_serialize } from 'swr';
import { LISTED_CARD_FIELDS, LISTED_CARD_FLAGS, type ListedCard } from '../../client/components/product/listed-card';
import { calls, type CallId } from '../../shared/contract/calls';
import { blockSchema, listingSchema, productDetailSchema, searchPageSchema, type ProductCard } from '../../shared/contract/catalog';

/** A card as the lists read it: LISTED_CARD_FIELDS, and of the flags only NEW. */
export function leanCard(card: ProductCard): ListedCard {
  const lean = Object.fromEntries(LISTED_CARD_FIELDS.map((field) => [field, card[field]])) as Omit<ListedCard, 'FLAGS'>;
  const flags = Object.fromEntries(LISTED_CARD_FLAGS.map((flag) => [flag, card.FLAGS[flag]])) as ListedCard['FLAGS'];
  return { ...lean, FLAGS: flags };
}

/** Where a call's answer holds cards that only lists show: read from the contract's response schemas. */
type CardsAt = 'ITEMS' | 'RELATED';
function cardsAt(response: unknown): CardsAt | null {
  if (response === listingSchema || response === blockSchema || response === searchPageSchema) return 'ITEMS';
  // The product itself is read whole (its page, JSON-LD); its related products are a row of cards.
  if (response === productDetailSchema) return 'RELATED';
  return null;
}

/**
 * SWR serializes a key [id, input] as `@"id",…`: the prefix of [id] alone, so a fallback's
 * serialized key tells its call (test/server/lean-cards.test.ts pins this for the keys pages use).
 */
const CARD_CALLS: [prefix: string, at: CardsAt][] = (Object.keys(calls) as CallId[]).flatMap((id) => {
  const at = cardsAt(calls[id].response);
  return at ? [[unstable_serialize([id]), at] as [string, CardsAt]] : [];
});

/** Answers shared by every page (the home page's blocks) are leaned once per copy. */
const leaned = new WeakMap<object, object>();

/** `data` of the call behind the serialized `key` with its cards leaned; anything else as it is. */
export function leanCards(key: string, data: unknown): unknown {
  const at = CARD_CALLS.find(([prefix]) => key.startsWith(prefix))?.[1];
  if (!at || !data || typeof data !== 'object') return data;
  const cards = (data as Record<CardsAt, unknown>)[at];
  if (!Array.isArray(cards)) return data;
  let lean = leaned.get(data);
  if (!lean) leaned.set(data, (lean = { ...data, [at]: (cards as ProductCard[]).map(leanCard) }));
  return lean;
}
