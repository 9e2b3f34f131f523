import styled from '@emotion/styled';
import type { ProductDetail } from '../../../shared/contract/catalog';
import { Note } from '../../ui/layout';
import { Chips, ChoiceChip } from '../../ui/Chip';

/** Fewer than this many left shows «Осталось N шт.». */
export const FEW_LEFT = 3;

interface Props {
  offers: ProductDetail['OFFERS'];
  value: number | null;
  onChange: (offerId: number) => void;
}

/** Size choice as radio chips: sold-out sizes are disabled and say «нет». Offers come sorted. */
export function SizePicker({ offers, value, onChange }: Props) {
  const chosen = offers.find((o) => o.ID === value);
  return (
    <Fieldset>
      <legend>Размер</legend>
      <Chips>
        {offers.map((o) => (
          <ChoiceChip
            key={o.ID}
            type="radio"
            name="offer"
            value={o.ID}
            checked={o.ID === value}
            disabled={!o.AVAILABLE}
            sold={!o.AVAILABLE}
            onChange={() => onChange(o.ID)}
          >
            {o.SIZE}
            {!o.AVAILABLE && <small> нет</small>}
          </ChoiceChip>
        ))}
      </Chips>
      {chosen && chosen.AVAILABLE && chosen.QUANTITY > 0 && chosen.QUANTITY <= FEW_LEFT && (
        <Few tone="danger" role="status">
          Осталось {chosen.QUANTITY} шт.
        </Few>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-weight: 800;
  }
`;

/** Under the chips, apart from them. */
const Few = styled(Note)`
  margin-top: 10px;
`;
