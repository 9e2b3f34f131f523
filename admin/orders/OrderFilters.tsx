import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { DELIVERY_CHOICES, PAID_CHOICES, PAYMENT_CHOICES } from './filters';
import { StatusesInput } from './StatusesInput';

const choices = (ids: readonly string[], group: string) => ids.map((id) => ({ id, name: `shop.orders.${group}.${id}` }));

/**
 * The list's filters (their mapping to the api's query is filters.ts). The search is always there;
 * on a phone the others wait behind the filter button, on a laptop they are all in view.
 */
export const orderFilters = (phone: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="shop.orders.search_hint" sx={{ minWidth: phone ? 0 : 280 }} />,
  <StatusesInput key="status" source="status" alwaysOn={!phone} />,
  <SelectInput key="paid" source="paid" choices={choices(PAID_CHOICES, 'paid')} alwaysOn={!phone} />,
  <SelectInput key="payment" source="payment" choices={choices(PAYMENT_CHOICES, 'payment')} alwaysOn={!phone} />,
  <SelectInput key="delivery" source="delivery" choices={choices(DELIVERY_CHOICES, 'delivery')} alwaysOn={!phone} />,
  <DateInput key="from" source="from" alwaysOn={!phone} />,
  <DateInput key="to" source="to" alwaysOn={!phone} />,
];
