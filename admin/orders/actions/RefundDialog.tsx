import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseRubles, rubles } from '../money';
import type { OrderRefundBody } from '../types';
import { FormDialog, useDialogSubmit } from './FormDialog';

export interface RefundDialogProps {
  open: boolean;
  /** What may still go back: the page's refundableKopecks, by the payment service's rule. */
  leftKopecks: number;
  onClose(): void;
  onRefund(body: OrderRefundBody): Promise<void>;
}

/** A refund through the payment service: the sum in rubles as typed, the reason, what is left shown. */
export function RefundDialog({ open, leftKopecks, onClose, onRefund }: RefundDialogProps) {
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { sending, problem, send } = useDialogSubmit();

  /** The form's own refusals, before anything is sent; null when the request may go. */
  const check = (kopecks: number | null): string | null => {
    if (kopecks === null) return translate('shop.orders.refund.amount_wrong');
    if (kopecks === 0) return translate('shop.orders.refund.amount_zero');
    if (kopecks > leftKopecks) return translate('shop.orders.refund.amount_over', { sum: rubles(leftKopecks) });
    if (reason.trim() === '') return translate('shop.orders.refund.reason_required');
    return null;
  };
  const refund = () =>
    send(async () => {
      const amountKopecks = parseRubles(amount);
      const refused = check(amountKopecks);
      if (refused !== null || amountKopecks === null) return refused;
      await onRefund({ amountKopecks, reason: reason.trim() });
      setAmount('');
      setReason('');
    });

  return (
    <FormDialog
      open={open}
      title="shop.orders.refund.title"
      submitLabel="shop.orders.refund.send"
      submitColor="warning"
      sending={sending}
      problem={problem}
      onSubmit={() => void refund()}
      onClose={onClose}
    >
      <Typography variant="body1" gutterBottom>
        {translate('shop.orders.refund.left', { sum: rubles(leftKopecks) })}
      </Typography>
      <TextField
        label={translate('shop.orders.refund.amount')}
        helperText={translate('shop.orders.refund.amount_hint')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        label={translate('shop.orders.refund.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
