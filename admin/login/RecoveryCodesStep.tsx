import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The recovery codes, shown once after enrolment; the sign-in finishes when the staff member says they kept them. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('shop.login.codes_title')}
      </Typography>
      <Typography variant="body2">{translate('shop.login.codes_once')}</Typography>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          bgcolor: 'grey.100',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: 16 }}>
            {code}
          </Box>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={onDone}>
        {translate('shop.login.codes_done')}
      </Button>
    </>
  );
}
