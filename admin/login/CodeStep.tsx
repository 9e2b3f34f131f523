import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TotpData } from '../contract-types';
import { providers } from '../providers';
import { StepForm } from './StepForm';

/** The second factor: a code from the authenticator, or one of the recovery codes. */
export function CodeStep({ label, hint, onSignedIn }: { label: string; hint?: string; onSignedIn: (session: TotpData) => void }) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  return (
    <StepForm submitLabel={translate('shop.login.confirm')} onSubmit={async () => onSignedIn(await providers.calls.confirmCode(code))}>
      <TextField
        label={label}
        helperText={hint}
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        required
        fullWidth
      />
    </StepForm>
  );
}
