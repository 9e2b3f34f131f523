import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { FieldTitle, useInput } from 'react-admin';
import { ORDER_STATUSES, statusName } from '../../shared/contract/order-constants';

/** 'new' is «Ожидает оплаты» by SBP and «Принят» on receipt: the filter takes both. */
const nameOf = (status: string) => (status === 'new' ? 'Новый' : statusName(status as (typeof ORDER_STATUSES)[number], 'cash'));

/**
 * Several statuses at once («Оплачен» and «Собирается»: what to pack today), as a select with
 * checkboxes. Not react-admin's SelectArrayInput: with it the bundler moved some 1.5 KB of its
 * parts into the app's first load (measured with build/admin.ts), for every screen.
 */
export function StatusesInput({ source, alwaysOn: _alwaysOn }: { source: string; alwaysOn?: boolean }) {
  const { field, id } = useInput({ source, defaultValue: [] });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <TextField
      select
      id={id}
      size="small"
      label={<FieldTitle source={source} resource="orders" />}
      value={value}
      onChange={(e) => field.onChange(e.target.value as unknown as string[])}
      onBlur={field.onBlur}
      sx={{ minWidth: 160, maxWidth: 320 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (picked) => (picked as string[]).map(nameOf).join(', '),
        },
      }}
    >
      {ORDER_STATUSES.map((status) => (
        <MenuItem key={status} value={status} dense>
          <Checkbox checked={value.includes(status)} size="small" sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={nameOf(status)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
