import type { DeliveryOption, OrderDraft } from '../../../shared/contract/order';
import { ORDER_ADDRESS_MAX } from '../../../shared/contract/order-constants';
import { formatPrice } from '../../../shared/format';
import { Label, TextArea } from '../../components/form/fields';
import { Cards, Price, Section } from './fields';
import { withCity, type CheckoutFields } from './form';
import { PickupPoints } from './PickupPoints';

interface Props {
  form: CheckoutFields;
  draft: OrderDraft;
  onChange: (patch: Partial<CheckoutFields>) => void;
  onForm: (next: (form: CheckoutFields) => CheckoutFields) => void;
}

/** Pickup point or courier, each with its price for this basket; then the point or the address. */
export function DeliveryChoice({ form, draft, onChange, onForm }: Props) {
  return (
    <Section>
      <legend>Доставка</legend>
      <Cards>
        {draft.DELIVERY.map((option) => (
          <label key={option.CODE}>
            <input
              type="radio"
              name="delivery"
              value={option.CODE}
              checked={form.delivery === option.CODE}
              onChange={() => onChange({ delivery: option.CODE })}
            />
            <div>
              <strong>
                {option.NAME}
                <DeliveryPrice option={option} />
              </strong>
              <small>{option.DESCRIPTION}</small>
              {option.FREE_FROM !== null && option.PRICE > 0 && <small>Бесплатно от {formatPrice(option.FREE_FROM)}</small>}
            </div>
          </label>
        ))}
      </Cards>
      {form.delivery === 'pickup' && draft.PICKUP_POINTS.length > 0 && (
        <PickupPoints
          points={draft.PICKUP_POINTS}
          city={form.city}
          pointId={form.pickupPointId}
          onCity={(city) => onForm((f) => withCity(f, city, draft.PICKUP_POINTS))}
          onPoint={(pickupPointId) => onChange({ pickupPointId })}
        />
      )}
      {form.delivery === 'courier' && (
        <Label style={{ marginTop: 16 }}>
          Адрес доставки
          <TextArea
            name="address"
            autoComplete="street-address"
            rows={2}
            maxLength={ORDER_ADDRESS_MAX}
            placeholder="Город, улица, дом, квартира"
            value={form.address}
            onChange={(e) => onChange({ address: e.target.value })}
          />
        </Label>
      )}
    </Section>
  );
}

function DeliveryPrice({ option }: { option: DeliveryOption }) {
  if (option.PRICE > 0) return <Price>{formatPrice(option.PRICE)}</Price>;
  return (
    <Price data-free>
      {option.BASE_PRICE > 0 && (
        <del>
          <span className="visually-hidden">Было </span>
          {formatPrice(option.BASE_PRICE)}
        </del>
      )}
      бесплатно
    </Price>
  );
}
