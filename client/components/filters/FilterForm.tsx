import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../link/Link';
import styled from '@emotion/styled';
import { filterParams, keys } from '../../../shared/api/keys';
import type { Facets } from '../../../shared/contract/catalog';
import { GOODS_FORMS, withPluralRu } from '../../../shared/format';
import type { ListingScope } from '../../routes/listing';
import { useApi } from '../../hooks/useApi';
import { Checkbox } from '../../ui/Checkbox';
import { Button } from '../../ui/Button';
import { Chips, ChoiceChip } from '../../ui/Chip';
import { colors, mq, radius, space } from '../../ui/theme';
import { sortSizes } from '../product/sizes';
import { formSearch, readFilter } from './query';

interface Props {
  scope: ListingScope;
  /** Facets of the filter in the address (prefetched by the server). */
  facets: Facets | undefined;
  /** Called after a submit with JavaScript: the phone's sheet closes. */
  onApplied?: () => void;
}

const PENDING_DELAY_MS = 250;

/**
 * The filter panel: a plain GET form whose fields carry the api's parameter names, so it works
 * without JavaScript. With JavaScript the count on the button follows the choices before the submit
 * (facets of the pending filter) and the submit is a router navigation, not a page load.
 */
export function FilterForm({ scope, facets, onApplied }: Props) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const applied = readFilter(new URLSearchParams(search));
  // The pending filter starts as the address's own, so its facets key is the prefetched one.
  const [pending, setPending] = useState(() => filterParams(new URLSearchParams(search)));
  const live = useApi(keys.facets(scope, pending), { keepPreviousData: true });
  // Typing a price asks for counts once the shopper pauses, not on every digit.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function onChange(form: HTMLFormElement) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPending(filterParams(read(form))), PENDING_DELAY_MS);
  }
  const shown = live.data ?? facets;

  function read(form: HTMLFormElement) {
    return formSearch(new FormData(form) as unknown as Iterable<[string, FormDataEntryValue]>);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const qs = read(event.currentTarget).toString();
    void navigate(`${pathname}${qs ? `?${qs}` : ''}`);
    onApplied?.();
  }

  const sizes = sortSizes(shown?.SIZES ?? [], (s) => s.VALUE);
  const total = shown?.TOTAL;
  return (
    <Form method="get" action={pathname} onSubmit={onSubmit} onChange={(e) => onChange(e.currentTarget)}>
      {applied.sort && <input type="hidden" name="sort" value={applied.sort} />}

      {sizes.length > 0 && (
        <Group>
          <legend>Размер</legend>
          <Chips>
            {sizes.map((s) => {
              const checked = applied.sizes.includes(s.VALUE);
              return (
                <ChoiceChip
                  key={s.VALUE}
                  type="checkbox"
                  name="size"
                  value={s.VALUE}
                  defaultChecked={checked}
                  disabled={s.COUNT === 0 && !checked}
                >
                  {s.VALUE}
                </ChoiceChip>
              );
            })}
          </Chips>
        </Group>
      )}

      {(shown?.COLORS.length ?? 0) > 0 && (
        <Group>
          <legend>Цвет</legend>
          <Colours>
            {shown?.COLORS.map((c) => {
              const checked = applied.colors.includes(c.CODE);
              return (
                <label key={c.CODE}>
                  <input type="checkbox" name="color" value={c.CODE} defaultChecked={checked} disabled={c.COUNT === 0 && !checked} />
                  <i style={{ background: c.HEX }} aria-hidden="true" />
                  <span>{c.NAME}</span>
                  <small>{c.COUNT}</small>
                </label>
              );
            })}
          </Colours>
        </Group>
      )}

      <Group>
        <legend>Цена, р.</legend>
        <Prices>
          <label>
            <span>от</span>
            <input
              type="number"
              name="price_from"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={applied.priceFrom}
              placeholder={shown ? String(Math.floor(shown.PRICE.MIN)) : undefined}
            />
          </label>
          <label>
            <span>до</span>
            <input
              type="number"
              name="price_to"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={applied.priceTo}
              placeholder={shown ? String(Math.ceil(shown.PRICE.MAX)) : undefined}
            />
          </label>
        </Prices>
      </Group>

      <Checkbox name="available" value="Y" defaultChecked={applied.available} weight="bold">
        Только в наличии
      </Checkbox>

      <Actions>
        <Button type="submit" size="medium">
          {total === undefined ? 'Показать товары' : `Показать ${withPluralRu(total, GOODS_FORMS)}`}
        </Button>
        <Reset to={pathname}>Сбросить</Reset>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 8px;
    font-weight: 800;
  }
`;

const Colours = styled.div`
  display: grid;
  gap: 4px 10px;
  ${mq.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 36px;
    min-width: 0;
    cursor: pointer;
    font-size: 15px;
    line-height: 1.2;
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${colors.sageDark};
  }
  i {
    flex: none;
    width: 22px;
    height: 22px;
    border-radius: ${radius.round};
    box-shadow: inset 0 0 0 1px rgba(47, 46, 43, 0.2);
  }
  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${colors.muted};
    font-size: 13px;
  }
  input:disabled ~ span,
  input:disabled ~ small {
    color: ${colors.faint};
  }
`;

const Prices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 0 10px;
    border: 1.5px solid ${colors.border};
    border-radius: ${radius.md};
    background: ${colors.white};
  }
  span {
    color: ${colors.muted};
    font-size: 14px;
  }
  input {
    width: 100%;
    min-width: 0;
    min-height: 40px;
    border: 0;
    background: transparent;
    font: inherit;
  }
  input:focus {
    outline: none;
  }
  label:focus-within {
    border-color: ${colors.sageDark};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  /* In the phone's sheet the button stays in reach while the choices scroll. */
  ${mq.mobile} {
    position: sticky;
    bottom: 0;
    margin: 0 -16px;
    padding: 10px 16px calc(12px + env(safe-area-inset-bottom, 0px));
    background: ${colors.milk};
    box-shadow: 0 -8px 16px rgba(251, 248, 243, 0.9);
  }
`;

const Reset = styled(Link)`
  align-self: center;
  padding: 6px;
  color: ${colors.muted};
  font-weight: 700;
`;
