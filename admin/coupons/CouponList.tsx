import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, CreateButton, Datagrid, FunctionField, List, NumberField, SimpleList, TextField, TopToolbar } from 'react-admin';
import { rubles as formatKopecks } from '../orders/money';
import type { CouponRecord } from './calls';

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

const discountOf = (c: CouponRecord) => (c.kind === 'percent' ? `${c.value} %` : formatKopecks(c.value));

/** The shop's coupons with their use; on a phone a simple list, on a laptop a table. */
export default function CouponList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List actions={<Actions />} pagination={false} exporter={false}>
      {phone ? (
        <SimpleList<CouponRecord>
          primaryText={(c) => c.code}
          secondaryText={(c) => `${discountOf(c)}${c.active ? '' : ' · выключен'}`}
          tertiaryText={(c) => `${c.orderCount} зак.`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="code" sortable={false} />
          <FunctionField<CouponRecord> source="value" label="resources.coupons.fields.kind" render={discountOf} sortable={false} />
          <BooleanField source="active" sortable={false} />
          <NumberField source="orderCount" sortable={false} />
          <FunctionField<CouponRecord> source="discountKopecks" render={(c) => formatKopecks(c.discountKopecks)} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
