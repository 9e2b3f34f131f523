import { useId } from 'react';
import styled from '@emotion/styled';
import type { PickupPoint } from '../../../shared/contract/order';
import { Label, Select } from '../../components/form/fields';
import { colors, mq } from '../../ui/theme';
import { pickupCities, shownCity } from './form';

interface Props {
  points: PickupPoint[];
  city: string;
  pointId: number | null;
  onCity: (city: string) => void;
  onPoint: (id: number) => void;
}


/** The city, then its pickup points as radio buttons (arrow keys move between them). */
export function PickupPoints({ points, city, pointId, onCity, onPoint }: Props) {
  const titleId = useId();
  const cities = pickupCities(points);
  const current = shownCity({ city, pickupPointId: pointId }, points);
  const shown = points.filter((p) => p.CITY === current);
  return (
    <Box>
      {cities.length > 1 && (
        <Label>
          Город
          <Select name="city" value={current} onChange={(e) => onCity(e.target.value)}>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Label>
      )}
      <List role="radiogroup" aria-labelledby={titleId}>
        <p id={titleId}>Пункт выдачи{cities.length === 1 ? ` — ${current}` : ''}</p>
        <Points>
          {shown.map((p) => (
            <label key={p.ID}>
              <input type="radio" name="pickupPointId" value={p.ID} checked={p.ID === pointId} onChange={() => onPoint(p.ID)} />
              <div>
                <strong>{p.ADDRESS}</strong>
                <small>{p.SCHEDULE}</small>
              </div>
            </label>
          ))}
        </Points>
      </List>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin-top: 16px;
`;

const Points = styled.div`
  display: grid;
  gap: 8px;
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

const List = styled.div`
  p {
    margin: 0 0 2px;
    font-size: 15px;
    font-weight: 700;
  }
  label {
    position: relative;
    display: flex;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input + div {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 2px;
    padding: 12px 14px 12px 42px;
    border: 1.5px solid ${colors.border};
    border-radius: 12px;
    background: ${colors.white};
    cursor: pointer;
    position: relative;
  }
  input + div::before {
    content: '';
    position: absolute;
    top: 14px;
    left: 14px;
    width: 18px;
    height: 18px;
    border: 2px solid ${colors.beigeDark};
    border-radius: 50%;
    box-sizing: border-box;
  }
  input:checked + div {
    border-color: ${colors.sageDark};
    background: ${colors.sageLight};
  }
  input:checked + div::before {
    border: 5px solid ${colors.sageDark};
  }
  input:focus-visible + div {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 2px;
  }
  strong {
    font-weight: 700;
    line-height: 1.35;
  }
  small {
    color: ${colors.muted};
    font-size: 14px;
  }
`;
