import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog, useDialogSubmit } from './FormDialog';

/** «Отменить»: asked once more, with a note for the history if staff want one. */
export function CancelDialog({ open, onClose, onCancel }: { open: boolean; onClose(): void; onCancel(note: string): Promise<void> }) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const { sending, problem, send } = useDialogSubmit();
  const cancel = () =>
    send(async () => {
      await onCancel(note.trim());
      setNote('');
    });
  return (
    <FormDialog
      open={open}
      title="shop.orders.actions.cancel_title"
      submitLabel="shop.orders.actions.cancelled"
      submitColor="error"
      sending={sending}
      problem={problem}
      onSubmit={() => void cancel()}
      onClose={onClose}
    >
      <Typography variant="body2">{translate('shop.orders.actions.cancel_text')}</Typography>
      <TextField
        label={translate('shop.orders.actions.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
