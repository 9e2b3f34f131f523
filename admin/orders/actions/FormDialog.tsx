import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { refusalMessage } from '../../http';
import { useSubmitOnce } from '../submit-once';

export interface FormDialogProps {
  open: boolean;
  /** Translation keys: the heading and the submit button's word. */
  title: string;
  submitLabel: string;
  sending: boolean;
  /** What the server or the form refused, shown above the buttons. */
  problem: string | null;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
  submitColor?: 'primary' | 'error' | 'warning';
  wide?: boolean;
}

/**
 * A dialog that is a form: a heading, its fields, the refusal if there was one, «Назад» and the
 * submit, which Enter presses too and which stays disabled while its request is on its way. Full
 * screen on a phone, where a keyboard leaves little room.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, title, submitLabel, sending, problem, onSubmit, onClose, children, submitColor = 'primary', wide } = props;
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={wide ? 'md' : 'sm'}
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          if (!sending) onSubmit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          {children}
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate('shop.orders.actions.back')}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={sending}>
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * A dialog form's submit: one at a time (a double tap sends once), and the refusal it ends with kept
 * for the dialog to show: the form's own (what `work` answers) or the server's message (what it throws).
 * A `work` that went through answers nothing, and the refusal shown before is cleared.
 */
export function useDialogSubmit() {
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, submit } = useSubmitOnce();
  const send = (work: () => Promise<string | null | void>) =>
    submit(async () => {
      try {
        setProblem((await work()) ?? null);
      } catch (error) {
        setProblem(refusalMessage(error));
      }
    });
  return { sending, problem, send };
}
