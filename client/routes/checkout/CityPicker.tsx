import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { useSWRConfig } from 'swr';
import { keys } from '../../../shared/api/keys';
import type { DeliveryCity, DeliveryPoints } from '../../../shared/contract/delivery';
import { useApi } from '../../hooks/useApi';
import { Button } from '../../ui/Button';
import { Field, Input } from '../../ui/Field';
import { colors, radius, shadow, space } from '../../ui/theme';

/**
 * The points of the checkout's city: the form's (its key), else the city the api opens on (the
 * last order's, else the largest), also when the form's city has since lost its points. The shown
 * city's key goes to `onShown` while it is not the form's, so the draft prices delivery to the
 * city the shopper sees, for a pickup point and a courier alike.
 */
export function useCityPoints(city: string, onShown: (key: string) => void): DeliveryPoints | undefined {
  const asked = useApi(keys.deliveryPoints(city, ''), { keepPreviousData: true });
  const gone = city !== '' && (asked.error !== undefined || (asked.data !== undefined && asked.data.CITY === null));
  const opening = useApi(gone ? keys.deliveryPoints('', '') : null);
  const data = gone ? opening.data : asked.data;
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const shown = data?.CITY?.KEY;
    // Only the city it opens on: while another city's list is on its way, the one before stays on screen.
    if (shown === undefined || shown === city || (city !== '' && !gone)) return;
    // The same list under the city's own key (written at once): taking the city asks for nothing again.
    void mutate(keys.deliveryPoints(shown, ''), data, { revalidate: false });
    onShown(shown);
  }, [data, city, gone, mutate, onShown]);
  return data;
}

/** «Город: Казань» and «Изменить город», which opens the picker in its place. */
export function CityLine({ name, onCity, empty }: { name: string; onCity: (city: DeliveryCity) => void; empty?: string }) {
  const [picking, setPicking] = useState(false);
  if (picking) {
    const pick = (city: DeliveryCity) => {
      setPicking(false);
      onCity(city);
    };
    return <CityPicker onCity={pick} onCancel={() => setPicking(false)} empty={empty} />;
  }
  return (
    <City>
      <span>
        Город: <strong>{name}</strong>
      </span>
      <Button look="link" size="small" onClick={() => setPicking(true)}>
        Изменить город
      </Button>
    </City>
  );
}

interface Props {
  onCity: (city: DeliveryCity) => void;
  onCancel: () => void;
  /** What is said when no city matches. */
  empty?: string | undefined;
}

/**
 * «Изменить город»: a text field with the cities that have points as suggestions (the largest
 * before the shopper types), an ARIA combobox: arrows move, Enter chooses, Escape closes.
 */
export function CityPicker({ onCity, onCancel, empty = 'Пунктов выдачи в таком городе пока нет' }: Props) {
  const id = useId();
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  // Pressing «Изменить город» brings the shopper here: the field takes the focus it asked for.
  useEffect(() => field.current?.focus(), []);
  // The previous answer stays on screen while the next is on its way: the list does not flicker.
  const { data } = useApi(keys.deliveryCities(q.trim()), { keepPreviousData: true });
  const cities = data?.ITEMS ?? [];
  const current = Math.min(active, cities.length - 1);
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + cities.length) % Math.max(cities.length, 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const city = cities[current];
      if (city) onCity(city);
    } else if (e.key === 'Escape') onCancel();
  };
  return (
    <Picker>
      <Field label="Город">
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={cities.length > 0}
          aria-controls={`${id}-cities`}
          aria-activedescendant={cities.length > 0 ? `${id}-${current}` : undefined}
          ref={field}
          autoComplete="off"
          placeholder="Начните вводить название"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKey}
        />
      </Field>
      <Options id={`${id}-cities`} role="listbox" aria-label="Города с пунктами выдачи">
        {cities.map((city, i) => (
          // The keyboard's way is the field's (arrows, Enter: aria-activedescendant); a tap or click chooses here.
          // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
          <li
            key={city.KEY}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === current}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onCity(city)}
          >
            <span>{city.NAME}</span>
            {city.REGION && city.REGION !== city.NAME && <small>{city.REGION}</small>}
          </li>
        ))}
      </Options>
      {data && cities.length === 0 && <Empty role="status">{empty}</Empty>}
      <Button look="link" size="small" onClick={onCancel}>
        Отмена
      </Button>
    </Picker>
  );
}

const City = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.sm};
  margin: 0;
`;

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  > div {
    align-self: stretch;
  }
`;

const Options = styled.ul`
  align-self: stretch;
  margin: 0;
  padding: ${space.xs} 0;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.white};
  box-shadow: ${shadow.soft};
  &:empty {
    display: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${space.sm};
    min-height: 44px;
    padding: 10px 14px;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${colors.sageLight};
  }
  small {
    color: ${colors.muted};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${colors.muted};
`;
