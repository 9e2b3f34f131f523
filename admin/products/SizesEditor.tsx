import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ProductAdmin } from '../../shared/contract/admin/products';
import type { AdminDataProvider } from '../data/dataProvider';
import { sizesToSave, typedThreshold } from './thresholds';

type Row = { key: string; id?: number; size: string; stock: string; threshold: string; ordered: boolean };

let made = 0;

/**
 * A size's row: its three fields side by side, the arrows and removal beside them (the rest of the
 * row left empty, not spread between them), below them on a phone. «Порог, шт.» the widest column,
 * so that its label shows whole.
 */
const ROW = {
  display: 'grid',
  gap: 1,
  mb: 1.5,
  alignItems: 'center',
  gridTemplateColumns: { xs: 'minmax(0, 5fr) minmax(0, 5fr) minmax(0, 7fr)', sm: '110px 100px 130px repeat(3, auto) 1fr' },
  justifyItems: 'start',
  '& .MuiTextField-root': { m: 0 },
} as const;
const rowsOf = (product: ProductAdmin): Row[] =>
  product.sizes.map((s) => ({
    key: `s${s.id}`,
    id: s.id,
    size: s.size,
    stock: String(s.stock),
    threshold: typedThreshold(s.threshold),
    ordered: s.ordered,
  }));

/**
 * A product's sizes in the product page's order, each with its stock: added, removed, moved by
 * arrows (a phone has no drag), saved as one list (one audit row). Its own state rather than the
 * form's array input, which would put react-admin's array machinery in every screen's first load.
 */
export function SizesEditor() {
  const product = useRecordContext<ProductAdmin>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [saving, setSaving] = useState(false);
  if (!product) return null;
  const shown = rows ?? rowsOf(product);
  const set = (next: Row[]) => setRows(next);
  const change = (index: number, patch: Partial<Row>) => set(shown.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const swap = (index: number, to: number) => {
    if (to < 0 || to >= shown.length) return;
    const next = [...shown];
    [next[index], next[to]] = [next[to]!, next[index]!];
    set(next);
  };
  const save = () => {
    // The thresholds' own check first, so a typo in one sends nothing.
    const typed = sizesToSave(shown);
    if (typed.problem !== null) {
      notify(typed.problem, { type: 'error' });
      return;
    }
    setSaving(true);
    dataProvider
      .saveProductSizes(product.id, typed.sizes)
      .then(() => {
        setRows(null);
        notify('shop.products.sizes_saved', { type: 'success' });
        refresh();
      })
      .catch((error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }))
      .finally(() => setSaving(false));
  };
  return (
    <Box sx={{ p: 2 }} component="section" aria-label={translate('resources.products.fields.sizes')}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('resources.products.fields.sizes')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('shop.products.sizes_hint')}
      </Typography>
      {shown.map((row, index) => (
        <Box key={row.key} sx={ROW}>
          <TextField
            label={translate('resources.products.fields.sizes.size')}
            value={row.size}
            onChange={(e) => change(index, { size: e.target.value })}
            size="small"
            fullWidth
          />
          <TextField
            label={translate('resources.products.fields.stock')}
            value={row.stock}
            onChange={(e) => change(index, { stock: e.target.value })}
            inputMode="numeric"
            size="small"
            fullWidth
          />
          <TextField
            label={translate('resources.products.fields.sizes.threshold')}
            value={row.threshold}
            onChange={(e) => change(index, { threshold: e.target.value })}
            inputMode="numeric"
            size="small"
            fullWidth
          />
          <IconButton aria-label={`${translate('shop.sections.up')}: ${row.size}`} onClick={() => swap(index, index - 1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`${translate('shop.sections.down')}: ${row.size}`} onClick={() => swap(index, index + 1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`${translate('ra.action.remove')}: ${row.size}`} onClick={() => set(shown.filter((_, i) => i !== index))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {/* The two buttons one under the other where a phone has no room for both side by side. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => set([...shown, { key: `n${++made}`, size: '', stock: '0', threshold: '', ordered: false }])}
        >
          {translate('shop.products.add_size')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || rows === null}>
          {translate('shop.products.save_sizes')}
        </Button>
      </Stack>
    </Box>
  );
}
