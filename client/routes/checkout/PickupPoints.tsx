import type { PickupPoint } from '../../../shared/contract/order';
import { ChoiceCard, ChoiceCards, ChoiceGroup } from '../../ui/ChoiceCard';
import { Field, Select } from '../../ui/Field';
import { pickupCities, shownCity } from './form';

interface Props {
  points: PickupPoint[];
  city: string;
  pointId: number | null;
  onCity: (city: string) => void;
  onPoint: (id: number) => void;
  /** «Выберите пункт выдачи», after a refusal. */
  error?: string | null;
}

/** The city, then its pickup points as radio cards (arrow keys move between them). */
export function PickupPoints({ points, city, pointId, onCity, onPoint, error }: Props) {
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
      <ChoiceGroup title={`Пункт выдачи${cities.length === 1 ? ` — ${current}` : ''}`} error={error}>
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
      </ChoiceGroup>
    </>
  );
}
