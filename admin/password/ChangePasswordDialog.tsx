import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { providers } from '../providers';
import { refusalErrors, repeatRefusal, type PasswordErrors } from './form';
import { NewPasswordFields } from './NewPasswordFields';

const EMPTY = { current: '', password: '', repeat: '' };

/**
 * «Сменить пароль» from the user menu: the current password and the new one twice. A refusal
 * shows beside its field, focused; on a phone the dialog takes the whole screen.
 */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const currentInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const repeatInput = useRef<HTMLInputElement>(null);

  // A refusal moves the focus to its field.
  useEffect(() => {
    const inputs = { current: currentInput, password: passwordInput, repeat: repeatInput };
    const field = (['current', 'password', 'repeat'] as const).find((f) => errors[f]);
    if (field) inputs[field].current?.focus();
  }, [errors]);

  // Mounted while open (admin/layout/ShopLayout.tsx): closing forgets what was typed.
  const close = onClose;
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const repeat = repeatRefusal(values.password, values.repeat);
    if (repeat) return setErrors({ repeat: translate(repeat) });
    setBusy(true);
    setErrors({});
    providers.calls
      .changePassword({ current: values.current, password: values.password })
      .then(({ endedSessions }) => {
        const text =
          endedSessions > 0 ? translate('shop.password.changed', { smart_count: endedSessions }) : translate('shop.password.changed_alone');
        notify(text, { type: 'success' });
        close();
      })
      .catch((error: unknown) => setErrors(refusalErrors(error)))
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open onClose={busy ? undefined : close} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">{translate('shop.password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('shop.password.current')}
              type="password"
              name="current-password"
              autoComplete="current-password"
              value={values.current}
              onChange={(e) => set('current')(e.target.value)}
              error={Boolean(errors.current)}
              helperText={errors.current}
              inputRef={currentInput}
              required
              fullWidth
            />
            <NewPasswordFields
              password={values.password}
              repeat={values.repeat}
              onPassword={set('password')}
              onRepeat={set('repeat')}
              errors={errors}
              passwordRef={passwordInput}
              repeatRef={repeatInput}
            />
            {errors.form && (
              <Alert severity="error" role="alert">
                {errors.form}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            {translate('shop.password.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} /> : null}>
            {translate('shop.password.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
