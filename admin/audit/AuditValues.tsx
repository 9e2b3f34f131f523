import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../contract-types';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** An entry's values before and after, side by side on a laptop, one under the other on a phone. */
export function AuditValues() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  const column = (label: string, value: unknown) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}>
        {shown(value)}
      </Box>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, py: 1 }}>
      {column(translate('resources.audit.fields.before'), entry.before)}
      {column(translate('resources.audit.fields.after'), entry.after)}
    </Box>
  );
}
