import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { refusalMessage } from '../http';

/**
 * One step of the sign-in as a form: its fields, the envelope's Russian message when the server
 * refuses, and a button that waits for the answer (a second press does not send twice).
 */
export function StepForm({ submitLabel, onSubmit, children }: { submitLabel: string; onSubmit: () => Promise<void>; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    onSubmit()
      .catch((e: unknown) => setError(refusalMessage(e)))
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {children}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={busy ? <CircularProgress size={18} /> : null}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
