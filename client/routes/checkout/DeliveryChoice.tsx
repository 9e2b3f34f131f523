import { useCallback } from 'react';
import styled from '@emotion/styled';
import type { DeliveryCity } from '../../../shared/contract/delivery';
import type { DeliveryOption, OrderDraft } from '../../../shared/contract/order';
import { ORDER_ADDRESS_MAX } from '../../../shared/contract/order-constants';
import { formatDays, formatPrice } from '../../../shared/format';
import { Panel } from '../../ui/layout';
import { ChoiceCard, ChoiceCards } from '../../ui/ChoiceCard';
import { Field, TextArea } from '../../ui/Field';
import { colors } from '../../ui/theme';
import type { FieldErrors } from '../../lib/fieldErrors';
import { withCity, withShownCity, type CheckoutFields } from './form';
import { CityLine, useCityPoints } from './CityPicker';
import { PickupPoints } from './PickupPoints';

interface Props {
  form: CheckoutFields;
  draft: OrderDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<CheckoutFields>) => void;
  onForm: (next: (form: CheckoutFields) => CheckoutFields) => void;
}

/**
 * Where the delivery step stands when the basket holds gift certificates alone: nothing is
 * delivered, and the shopper is told how the codes arrive (decision 038).
 */
export function NoDelivery() {
  return (
    <Panel aria-labelledby="no-delivery">
      <h2 id="no-delivery">Доставка не нужна</h2>
      <Note>
        Подарочный сертификат — это код. Он появится на странице заказа сразу после оплаты по СБП и придёт в SMS на телефон, который вы
        указали выше.
      </Note>
    </Panel>
  );
}

/** Pickup point or courier, each with its price for this basket; then the point or the address. */
export function DeliveryChoice({ form, draft, errors, onChange, onForm }: Props) {
  const pickCity = useCallback((city: DeliveryCity) => onForm((f) => withCity(f, city.KEY)), [onForm]);
  const showCity = useCallback((key: string) => onForm((f) => withShownCity(f, key)), [onForm]);
  return (
    <Panel as="fieldset">
      <legend>Доставка</legend>
      <ChoiceCards>
        {draft.DELIVERY.map((option) => (
          <ChoiceCard
            key={option.CODE}
            name="delivery"
            value={option.CODE}
            checked={form.delivery === option.CODE}
            onChange={() => onChange({ delivery: option.CODE })}
            title={
              <>
                {option.NAME}
                <DeliveryPrice option={option} />
              </>
            }
          >
            <small>{option.DESCRIPTION}</small>
            {option.FREE_FROM !== null && option.PRICE > 0 && <small>Бесплатно от {formatPrice(option.FREE_FROM)}</small>}
          </ChoiceCard>
        ))}
      </ChoiceCards>
      {form.delivery === 'pickup' && (
        <PickupPoints
          city={form.city}
          pointId={form.pickupPointId}
          days={draft.DELIVERY.find((o) => o.CODE === 'pickup')?.DAYS ?? null}
          onCity={pickCity}
          onShown={showCity}
          onPoint={(pickupPointId) => onChange({ pickupPointId })}
          error={errors.pickupPointId}
        />
      )}
      {form.delivery === 'courier' && (
        <>
          <CourierCity city={form.city} onCity={pickCity} onShown={showCity} />
          <Field label="Адрес доставки" error={errors.address}>
            <TextArea
              name="address"
              autoComplete="street-address"
              rows={2}
              maxLength={ORDER_ADDRESS_MAX}
              placeholder="Улица, дом, квартира"
              value={form.address}
              onChange={(e) => onChange({ address: e.target.value })}
            />
          </Field>
        </>
      )}
    </Panel>
  );
}

/**
 * The courier's city, which prices the courier and tells the carrier where the address is: the
 * cities the carrier serves are those with its points.
 */
function CourierCity({ city, onCity, onShown }: { city: string; onCity: (city: DeliveryCity) => void; onShown: (key: string) => void }) {
  const data = useCityPoints(city, onShown);
  if (!data?.CITY) return null;
  return <CityLine name={data.CITY.NAME} onCity={onCity} empty="Курьером в такой город пока не доставляем" />;
}

/** The price and, beside it, the carrier's term to the city («2–4 дня») once a city is known. */
function DeliveryPrice({ option }: { option: DeliveryOption }) {
  const term = option.DAYS && <Term>, {formatDays(option.DAYS.MIN, option.DAYS.MAX)}</Term>;
  if (option.PRICE > 0) {
    return (
      <Price>
        {formatPrice(option.PRICE)}
        {term}
      </Price>
    );
  }
  return (
    <Price data-free>
      {option.BASE_PRICE > 0 && (
        <del>
          <span className="visually-hidden">Было </span>
          {formatPrice(option.BASE_PRICE)}
        </del>
      )}
      бесплатно
      {term}
    </Price>
  );
}

const Term = styled.span`
  color: ${colors.muted};
  font-weight: 400;
`;

const Price = styled.span`
  white-space: nowrap;
  del {
    margin-right: 6px;
    color: ${colors.muted};
    font-weight: 600;
  }
  &[data-free] {
    color: ${colors.sageDark};
  }
`;

const Note = styled.p`
  margin: 0;
  line-height: 1.5;
`;
