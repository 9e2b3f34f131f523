import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { colors } from '../../ui/theme';

type Gift = Basket['GIFT'];

export function hasGift(gift: Gift): boolean {
  return gift.WRAP || gift.NO_PRICES || gift.MESSAGE.trim() !== '';
}

/**
 * The gift options chosen in the basket, as a list to read (the basket's GiftOptions edits them):
 * wrapping, the card's message, a receipt without prices.
 */
export function GiftSummary({ gift }: { gift: Gift }) {
  if (!hasGift(gift)) return null;
  return (
    <List>
      {gift.WRAP && <li>Подарочная упаковка</li>}
      {gift.MESSAGE.trim() && (
        <li>
          Открытка: <q>{gift.MESSAGE}</q>
        </li>
      )}
      {gift.NO_PRICES && <li>Чек без цен</li>}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding-left: 1.2em;
  q {
    quotes: '«' '»';
    overflow-wrap: anywhere;
  }
  li::marker {
    color: ${colors.sage};
  }
`;
