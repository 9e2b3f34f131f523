import { useId } from 'react';
import styled from '@emotion/styled';
import type { PickupPoint } from '../../../shared/contract/order';
import { ChoiceCard, ChoiceCards } from '../../ui/ChoiceCard';
import { Field, Select } from '../../ui/Field';
import { space } from '../../ui/theme';
import { pickupCities, shownCity } from './form';

interface Props {
  points: PickupPoint[];
  city: string;
  pointId: number | null;
  onCity: (city: string) => void;
  onPoint: (id: number) => void;
}

/** The city, then its pickup points as radio cards (arrow keys move between them). */
export function PickupPoints({ points, city, pointId, onCity, onPoint }: Props) {
  const titleId = useId();
  const cities = pickupCities(points);
  const current = shownCity({ city, pickupPointId: pointId }, points);
  const shown = points.filter((p) => p.CITY === current);
  return (
    <>
      {cities.length > 1 && (
        <Field label="Город">
          <Select name="city" value={current} onChange={(e) => onCity(e.target.value)}>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <div role="radiogroup" aria-labelledby={titleId}>
        <Title id={titleId}>Пункт выдачи{cities.length === 1 ? ` — ${current}` : ''}</Title>
        <ChoiceCards min="280px">
          {shown.map((p) => (
            <ChoiceCard
              key={p.ID}
              name="pickupPointId"
              value={p.ID}
              checked={p.ID === pointId}
              onChange={() => onPoint(p.ID)}
              title={p.ADDRESS}
            >
              <small>{p.SCHEDULE}</small>
            </ChoiceCard>
          ))}
        </ChoiceCards>
      </div>
    </>
  );
}

const Title = styled.p`
  margin: 0 0 6px;
  font-size: 15px;
  font-weight: 700;
  + div {
    margin-top: ${space.xs};
  }
`;
