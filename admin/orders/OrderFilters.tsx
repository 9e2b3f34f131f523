import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { DELIVERY_CHOICES, PAID_CHOICES, PAYMENT_CHOICES } from './filters';
import { StatusesInput } from './StatusesInput';

const choices = (ids: readonly string[], group: string) => ids.map((id) => ({ id, name: `shop.orders.${group}.${id}` }));

/**
 * The list's filters (their mapping to the api's query is filters.ts). The search is always there;
 * on a phone the others wait behind the filter button, on a laptop they are all in view.
 */
export const orderFilters = (phone: boolean, searchHint: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchHint} sx={{ minWidth: phone ? 0 : 240 }} />,
  <StatusesInput key="status" source="status" alwaysOn={!phone} />,
  <SelectInput key="paid" source="paid" choices={choices(PAID_CHOICES, 'paid')} alwaysOn={!phone} sx={{ minWidth: 150 }} />,
  <SelectInput key="payment" source="payment" choices={choices(PAYMENT_CHOICES, 'payment')} alwaysOn={!phone} sx={{ minWidth: 175 }} />,
  <SelectInput key="delivery" source="delivery" choices={choices(DELIVERY_CHOICES, 'delivery')} alwaysOn={!phone} sx={{ minWidth: 150 }} />,
  <DateInput key="from" source="from" alwaysOn={!phone} />,
  <DateInput key="to" source="to" alwaysOn={!phone} />,
];
