import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { providers } from '../providers';
import { StepForm } from './StepForm';
import { afterPassword, type SignInStep } from './steps';

export function PasswordStep({ onNext }: { onNext: (step: SignInStep) => void }) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <StepForm
      submitLabel={translate('shop.login.sign_in')}
      onSubmit={async () => onNext(afterPassword(await providers.calls.signIn({ email: email.trim(), password })))}
    >
      <TextField
        label={translate('shop.login.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        fullWidth
      />
      <TextField
        label={translate('shop.login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        fullWidth
      />
    </StepForm>
  );
}
