import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { keys } from '../../../shared/api/keys';
import type { DeliveryCity } from '../../../shared/contract/delivery';
import { useApi } from '../../hooks/useApi';
import { Button } from '../../ui/Button';
import { Field, Input } from '../../ui/Field';
import { colors, radius, shadow, space } from '../../ui/theme';

interface Props {
  onCity: (city: DeliveryCity) => void;
  onCancel: () => void;
}

/**
 * «Изменить город»: a text field with the cities that have points as suggestions (the largest
 * before the shopper types), an ARIA combobox: arrows move, Enter chooses, Escape closes.
 */
export function CityPicker({ onCity, onCancel }: Props) {
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
      {data && cities.length === 0 && <Empty role="status">Пунктов выдачи в таком городе пока нет</Empty>}
      <Button look="link" size="small" onClick={onCancel}>
        Отмена
      </Button>
    </Picker>
  );
}

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
