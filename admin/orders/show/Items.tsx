import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import type { ReactNode } from 'react';

/** One entry of a section's list: a bold title with its state beside it, the details under it. */
export function Item({ title, state, children }: { title: ReactNode; state?: ReactNode; children?: ReactNode }) {
  return (
    <Box component="li" sx={{ py: 0.75 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" fontWeight={600}>
          {title}
        </Typography>
        {state}
      </Box>
      {children && (
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      )}
    </Box>
  );
}

export const Items = ({ children }: { children: ReactNode }) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {children}
  </Box>
);

/** A state as a small outlined chip: amber waits, green is done, red went wrong, grey is over. */
export const StateChip = ({ label, color }: { label: string; color: ChipProps['color'] }) => (
  <Chip size="small" variant="outlined" color={color} label={label} />
);

/** The parts of a details line that are there, joined by « · ». */
export const details = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' · ');
