import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A one-time password (a new account's, or a reset's), shown once: closing the dialog is the only way on. */
export function OneTimePassword({ password, onDone }: { password: string | null; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={password !== null} aria-labelledby="one-time-password-title">
      <DialogTitle id="one-time-password-title">{translate('shop.staff.password_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('shop.staff.password_once')}</DialogContentText>
        <Typography data-testid="one-time-password" sx={{ mt: 2, fontFamily: 'monospace', fontSize: 20, wordBreak: 'break-all' }}>
          {password}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {translate('shop.staff.password_done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
