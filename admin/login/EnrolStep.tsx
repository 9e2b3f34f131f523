import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TotpData } from '../contract-types';
import { CodeStep } from './CodeStep';
import { TotpQr } from './TotpQr';

/** The first sign-in of an account without TOTP: the QR code, the secret as text, a code to confirm. */
export function EnrolStep({ secret, otpauthUrl, onSignedIn }: { secret: string; otpauthUrl: string; onSignedIn: (s: TotpData) => void }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('shop.login.enrol_title')}
      </Typography>
      <Typography variant="body2">{translate('shop.login.enrol_scan')}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <TotpQr url={otpauthUrl} label={translate('shop.login.qr_label')} />
      </Box>
      <Typography variant="body2">{translate('shop.login.enrol_secret')}</Typography>
      <Typography
        component="code"
        data-testid="totp-secret"
        sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-all', letterSpacing: 1 }}
      >
        {secret}
      </Typography>
      <CodeStep label={translate('shop.login.enrol_code')} onSignedIn={onSignedIn} />
    </>
  );
}
