import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A card of the customer's page with its heading (h2: the page's h1 is the customer's name). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
