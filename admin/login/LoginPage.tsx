import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import type { TotpData } from '../contract-types';
import { CodeStep } from './CodeStep';
import { EnrolStep } from './EnrolStep';
import { NewPasswordStep } from './NewPasswordStep';
import { PasswordStep } from './PasswordStep';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { afterCode, type SignInStep } from './steps';

/**
 * The staff sign-in: e-mail and password, then (for a one-time password) one of the staff
 * member's own, then a code (or the TOTP enrolment with its recovery codes). react-admin's login() runs only at the end, with the full session: until then the
 * cookie holds a half session that opens nothing.
 */
export default function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [step, setStep] = useState<SignInStep>({ kind: 'password' });
  const finish = (session: TotpData) => login({ staff: session.staff, csrfToken: session.csrfToken });
  const onSignedIn = (session: TotpData) => {
    const next = afterCode(session);
    if (next) setStep(next);
    else void finish(session);
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('shop.login.title')}
            </Typography>
            {step.kind === 'password' && <PasswordStep onNext={setStep} />}
            {step.kind === 'new-password' && <NewPasswordStep onNext={setStep} />}
            {step.kind === 'code' && (
              <CodeStep label={translate('shop.login.code')} hint={translate('shop.login.code_hint')} onSignedIn={onSignedIn} />
            )}
            {step.kind === 'enrol' && <EnrolStep secret={step.secret} otpauthUrl={step.otpauthUrl} onSignedIn={onSignedIn} />}
            {step.kind === 'codes' && <RecoveryCodesStep codes={step.recoveryCodes} onDone={() => void finish(step.session)} />}
            {(step.kind === 'code' || step.kind === 'enrol' || step.kind === 'new-password') && (
              <Button onClick={() => setStep({ kind: 'password' })}>{translate('shop.login.back')}</Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
