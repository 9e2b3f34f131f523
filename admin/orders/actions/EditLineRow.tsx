import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LineChange } from '../edit-draft';
import { rubles } from '../money';
import type { OfferPick, OrderLine } from '../types';

export interface EditLineRowProps {
  line: OrderLine;
  change: LineChange;
  /** Every size of the line's product; empty until read, or when the product is gone. */
  sizes: readonly OfferPick[];
  onChange(change: LineChange): void;
}

/** One line of the order in the edit dialog: its size, its quantity, or removed. */
export function EditLineRow({ line, change, sizes, onChange }: EditLineRowProps) {
  const translate = useTranslate();
  const sizeLabel = (o: OfferPick) => `${o.size} — ${o.active ? `${o.stock} шт.` : translate('shop.orders.edit.off_sale')}`;
  const options = sizes.length > 0 ? sizes : [];
  return (
    <Box
      role="group"
      aria-label={`${line.name}, ${line.size}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: '1 1 220px', opacity: change.removed ? 0.5 : 1 }}>
        <Typography variant="body1" sx={{ textDecoration: change.removed ? 'line-through' : 'none' }}>
          {line.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {line.colour}, {rubles(line.priceKopecks)}
          {change.removed ? ` — ${translate('shop.orders.edit.removed')}` : ''}
        </Typography>
      </Box>
      {!change.removed && (
        <>
          <TextField
            select
            size="small"
            label={translate('shop.orders.edit.size')}
            value={change.offerId ?? ''}
            disabled={options.length === 0 || change.offerId === null}
            onChange={(e) => {
              const picked = options.find((o) => o.id === Number(e.target.value));
              if (picked) onChange({ ...change, offerId: picked.id, size: picked.size });
            }}
            sx={{ width: 180 }}
          >
            {options.length === 0 && <MenuItem value={change.offerId ?? ''}>{change.size}</MenuItem>}
            {options.map((o) => (
              <MenuItem key={o.id} value={o.id} disabled={o.id !== line.offerId && (!o.active || o.stock === 0)}>
                {sizeLabel(o)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('shop.orders.edit.quantity')}
            value={change.quantity}
            onChange={(e) => onChange({ ...change, quantity: e.target.value })}
            sx={{ width: 110 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        </>
      )}
      <Button size="small" color={change.removed ? 'primary' : 'error'} onClick={() => onChange({ ...change, removed: !change.removed })}>
        {translate(change.removed ? 'shop.orders.edit.restore' : 'shop.orders.edit.remove')}
      </Button>
    </Box>
  );
}
