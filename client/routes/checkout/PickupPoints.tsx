import { useState } from 'react';
import styled from '@emotion/styled';
import type { CityPickupPoint, DeliveryCity } from '../../../shared/contract/delivery';
import { Button } from '../../ui/Button';
import { ChoiceCard, ChoiceCards, ChoiceGroup } from '../../ui/ChoiceCard';
import { Field, Input } from '../../ui/Field';
import { colors, space } from '../../ui/theme';
import { CityLine, useCityPoints } from './CityPicker';
import { formatDays } from '../../../shared/format';
import { byDistance, POINTS_PAGE, searchPoints, type Place } from './pointList';

interface Props {
  /** The city's key; '' for the city the api opens on. */
  city: string;
  pointId: number | null;
  /** The pickup term of the draft's delivery option, when the carrier gave one. */
  days?: { MIN: number; MAX: number } | null;
  onCity: (city: DeliveryCity) => void;
  /** The city shown is not the form's (none yet, or it lost its points): its key (useCityPoints). */
  onShown: (key: string) => void;
  onPoint: (id: number) => void;
  /** «Выберите пункт выдачи», after a refusal. */
  error?: string | null;
}

/**
 * The city (the last order's or the largest; «Изменить город» searches the others), then its
 * pickup points as radio cards (arrow keys move between them), searched by street or metro and
 * nearest first when the shopper shares where she is; a page of them at a time.
 */
export function PickupPoints({ city, pointId, days, onCity, onShown, onPoint, error }: Props) {
  const data = useCityPoints(city, onShown);
  const [q, setQ] = useState('');
  const [here, setHere] = useState<Place | null>(null);
  const [shown, setShown] = useState(POINTS_PAGE);
  if (!data?.CITY) return null;
  const found = searchPoints(data.ITEMS, q);
  const sorted = here ? byDistance(found, here) : found;
  // The chosen point stays in view, whatever the page and the search.
  const page = sorted.slice(0, shown);
  const chosen = data.ITEMS.find((p) => p.ID === pointId);
  const cards = chosen && !page.includes(chosen) ? [chosen, ...page] : page;
  const pick = (next: DeliveryCity) => {
    setQ('');
    setShown(POINTS_PAGE);
    setHere(null);
    onCity(next);
  };
  return (
    <>
      <CityLine name={data.CITY.NAME} onCity={pick} />
      {data.ITEMS.length > POINTS_PAGE / 4 && (
        <Search>
          <Field label="Улица или метро">
            <Input type="search" autoComplete="off" value={q} onChange={(e) => setQ(e.target.value)} />
          </Field>
          <NearMe onPlace={setHere} active={here !== null} />
        </Search>
      )}
      <ChoiceGroup title={`Пункт выдачи — ${data.CITY.NAME}`} error={error}>
        {found.length === 0 && <Quiet role="status">Ничего не нашлось: проверьте улицу или станцию метро</Quiet>}
        <ChoiceCards min="280px">
          {cards.map((p) => (
            <PointCard key={p.ID} point={p} checked={p.ID === pointId} days={days} onChoose={() => onPoint(p.ID)} />
          ))}
        </ChoiceCards>
      </ChoiceGroup>
      {sorted.length > shown && (
        <Button look="secondary" size="medium" onClick={() => setShown(shown + POINTS_PAGE)}>
          Показать ещё
        </Button>
      )}
    </>
  );
}

function PointCard({
  point,
  checked,
  days,
  onChoose,
}: {
  point: CityPickupPoint;
  checked: boolean;
  days: Props['days'];
  onChoose: () => void;
}) {
  return (
    <ChoiceCard name="pickupPointId" value={point.ID} checked={checked} onChange={onChoose} title={point.ADDRESS}>
      {point.METRO && <small>м. {point.METRO}</small>}
      <small>{point.SCHEDULE}</small>
      {days && <small>Срок доставки: {formatDays(days.MIN, days.MAX)}</small>}
    </ChoiceCard>
  );
}

/**
 * «Рядом со мной»: asks the browser where the shopper is only when she presses it (never on load);
 * a refusal or a failure leaves the list as it was, quietly.
 */
function NearMe({ onPlace, active }: { onPlace: (place: Place) => void; active: boolean }) {
  const [asking, setAsking] = useState(false);
  if (typeof navigator !== 'undefined' && !('geolocation' in navigator)) return null;
  const ask = () => {
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking(false);
        onPlace({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => setAsking(false),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <Button look="secondary" size="medium" onClick={ask} disabled={asking} aria-pressed={active}>
      {active ? 'Ближайшие сверху' : 'Рядом со мной'}
    </Button>
  );
}

const Search = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.sm};
  > div {
    flex: 1 1 220px;
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${colors.muted};
`;
