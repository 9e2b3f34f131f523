import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog, messageOf } from './FormDialog';
import { useSubmitOnce } from '../submit-once';

/** «Отправлен»: the carrier's tracking number is required (the shopper sees it on the order's page). */
export function ShipDialog({ open, onClose, onShip }: { open: boolean; onClose(): void; onShip(trackingNumber: string): Promise<void> }) {
  const translate = useTranslate();
  const [tracking, setTracking] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, submit } = useSubmitOnce();
  const send = () =>
    submit(async () => {
      const trackingNumber = tracking.trim();
      if (trackingNumber === '') return setProblem(translate('shop.orders.actions.tracking_required'));
      try {
        await onShip(trackingNumber);
        setTracking('');
        setProblem(null);
      } catch (error) {
        setProblem(messageOf(error));
      }
    });
  return (
    <FormDialog
      open={open}
      title="shop.orders.actions.ship_title"
      submitLabel="shop.orders.actions.send"
      sending={sending}
      problem={problem}
      onSubmit={() => void send()}
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
