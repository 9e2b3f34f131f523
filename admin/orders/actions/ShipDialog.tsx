import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog, useDialogSubmit } from './FormDialog';

/** «Отправлен»: the carrier's tracking number is required (the shopper sees it on the order's page). */
export function ShipDialog({ open, onClose, onShip }: { open: boolean; onClose(): void; onShip(trackingNumber: string): Promise<void> }) {
  const translate = useTranslate();
  const [tracking, setTracking] = useState('');
  const { sending, problem, send } = useDialogSubmit();
  const ship = () =>
    send(async () => {
      const trackingNumber = tracking.trim();
      if (trackingNumber === '') return translate('shop.orders.actions.tracking_required');
      await onShip(trackingNumber);
      setTracking('');
    });
  return (
    <FormDialog
      open={open}
      title="shop.orders.actions.ship_title"
      submitLabel="shop.orders.actions.send"
      sending={sending}
      problem={problem}
      onSubmit={() => void ship()}
      onClose={onClose}
    >
      <TextField
        label={translate('shop.orders.actions.tracking')}
        value={tracking}
        onChange={(e) => setTracking(e.target.value)}
        required
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'off' } }}
      />
    </FormDialog>
  );
}
