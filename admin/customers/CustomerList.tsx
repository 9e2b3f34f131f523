import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SearchInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { KeysetPagination } from '../layout/KeysetPagination';
import type { CustomerRow } from './calls';
import { moscowDay, rubles } from './format';

/**
 * The customers, newest accounts first by keyset, found by name, a phone typed any way or an
 * e-mail. Contacts come masked (+7 916 ***-**-67): enough to match a caller's last digits; the
 * whole ones are on the customer's page.
 */
const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Имя, телефон, почта" sx={{ width: { xs: '100%', sm: 320 } }} />];

export default function CustomerList() {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      actions={false}
      pagination={<KeysetPagination />}
      exporter={false}
      sort={{ field: 'registeredAt', order: 'DESC' }}
    >
      {phone ? (
        <SimpleList<CustomerRow>
          primaryText={(row) => row.name}
          secondaryText={(row) => [row.phone, row.email].filter(Boolean).join(' · ')}
          tertiaryText={(row) => `${translate('shop.customers.orders_count')}: ${row.ordersCount} · ${rubles(row.spentKopecks)}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" sortable={false} />
          <TextField source="phone" sortable={false} />
          <TextField source="email" sortable={false} emptyText="—" />
          <NumberField source="ordersCount" sortable={false} />
          <FunctionField<CustomerRow> source="spentKopecks" render={(row) => rubles(row.spentKopecks)} sortable={false} textAlign="right" />
          <FunctionField<CustomerRow> source="registeredAt" render={(row) => moscowDay(row.registeredAt)} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
