import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../data/dataProvider';
import { editOperations, startDraft, type EditDraft } from '../edit-draft';
import { rubles } from '../money';
import type { OrderLinesData, OrderRecord } from '../types';
import { EditLineRow } from './EditLineRow';
import { FormDialog, useDialogSubmit } from './FormDialog';
import { OfferSearch } from './OfferSearch';
import { useProductSizes } from './useOffers';

export interface EditLinesDialogProps {
  open: boolean;
  record: OrderRecord;
  onClose(): void;
  onSaved(result: OrderLinesData): void;
}

/**
 * The order's lines changed in one dialog: quantities, sizes, removals and added lines are
 * collected here and sent once, as one edit (all or none), when staff press «Сохранить изменения».
 * Mounted only while open (OrderActions), so each opening starts from the order as it is now.
 */
export function EditLinesDialog({ open, record, onClose, onSaved }: EditLinesDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [draft, setDraft] = useState<EditDraft>(() => startDraft(record.lines));
  const { sending, problem, send } = useDialogSubmit();
  const sizes = useProductSizes(
    open,
    record.lines.map((l) => l.productCode),
  );

  const taken = new Set([
    ...Object.values(draft.lines)
      .filter((c) => !c.removed && c.offerId !== null)
      .map((c) => c.offerId!),
    ...draft.added.map((a) => a.offer.id),
  ]);
  const save = () =>
    send(async () => {
      const built = editOperations(record.lines, draft);
      if (built.problem !== null) return built.problem;
      onSaved(await dataProvider.editOrderLines(record.id, built.operations));
    });

  return (
    <FormDialog
      open={open}
      wide
      title="shop.orders.edit.title"
      submitLabel="shop.orders.edit.send"
      sending={sending}
      problem={problem}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      {record.lines.map((line) => (
        <EditLineRow
          key={line.id}
          line={line}
          change={draft.lines[line.id]!}
          sizes={sizes.get(line.productCode) ?? []}
          onChange={(change) => setDraft((d) => ({ ...d, lines: { ...d.lines, [line.id]: change } }))}
        />
      ))}
      {draft.added.map((added, i) => (
        <Box key={added.offer.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5 }}>
          <Box sx={{ flex: '1 1 220px' }}>
            <Typography variant="body1">
              {added.offer.name}, {added.offer.size}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {added.offer.colour}, {rubles(added.offer.priceKopecks)}
            </Typography>
          </Box>
          <TextField
            size="small"
            label={translate('shop.orders.edit.quantity')}
            value={added.quantity}
            onChange={(e) => setDraft((d) => ({ ...d, added: d.added.map((a, j) => (j === i ? { ...a, quantity: e.target.value } : a)) }))}
            sx={{ width: 110 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <Button size="small" color="error" onClick={() => setDraft((d) => ({ ...d, added: d.added.filter((_, j) => j !== i) }))}>
            {translate('shop.orders.edit.remove')}
          </Button>
        </Box>
      ))}
      <OfferSearch taken={taken} onPick={(offer) => setDraft((d) => ({ ...d, added: [...d.added, { offer, quantity: '1' }] }))} />
    </FormDialog>
  );
}
