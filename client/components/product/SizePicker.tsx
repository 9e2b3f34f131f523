import styled from '@emotion/styled';
import type { ProductDetail } from '../../../shared/contract/catalog';
import { colors } from '../../ui/theme';

/** Fewer than this many left shows «Осталось N шт.». */
export const FEW_LEFT = 3;

interface Props {
  offers: ProductDetail['OFFERS'];
  value: number | null;
  onChange: (offerId: number) => void;
}

/** Size choice as radio buttons: sold-out sizes are disabled and say «нет». Offers come sorted. */
export function SizePicker({ offers, value, onChange }: Props) {
  const chosen = offers.find((o) => o.ID === value);
  return (
    <Fieldset>
      <legend>Размер</legend>
      <Options>
        {offers.map((o) => (
          <label key={o.ID} data-sold={!o.AVAILABLE || undefined}>
            <input
              type="radio"
              name="offer"
              value={o.ID}
              checked={o.ID === value}
              disabled={!o.AVAILABLE}
              onChange={() => onChange(o.ID)}
            />
            <span>
              {o.SIZE}
              {!o.AVAILABLE && <small> нет</small>}
            </span>
          </label>
        ))}
      </Options>
      {chosen && chosen.AVAILABLE && chosen.QUANTITY > 0 && chosen.QUANTITY <= FEW_LEFT && (
        <Few role="status">Осталось {chosen.QUANTITY} шт.</Few>
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

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    position: relative;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    min-width: 52px;
    min-height: 44px;
    padding: 0 12px;
    border: 1.5px solid ${colors.border};
    border-radius: 12px;
    background: ${colors.white};
    cursor: pointer;
    font-weight: 700;
  }
  small {
    color: ${colors.muted};
    font-size: 12px;
    font-weight: 600;
  }
  input:checked + span {
    border-color: ${colors.sageDark};
    background: ${colors.sageLight};
    box-shadow: inset 0 0 0 1px ${colors.sageDark};
  }
  input:focus-visible + span {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 2px;
  }
  [data-sold] span {
    background: ${colors.milk};
    color: #a8a39a;
    cursor: not-allowed;
    text-decoration: line-through;
  }
  [data-sold] small {
    text-decoration: none;
  }
`;

const Few = styled.p`
  margin: 10px 0 0;
  color: ${colors.danger};
  font-size: 14px;
  font-weight: 700;
`;
