import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { rubles } from '../money';
import type { OrderLine, OrderRecord } from '../types';
import { Section } from './Section';

const lineSum = (l: OrderLine) => l.priceKopecks * l.quantity - l.discountKopecks;

/** What to pack: on a laptop a table, on a phone each line as a short block (a packer reads it off the screen). */
export function LinesSection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const t = (key: string) => translate(`shop.orders.show.${key}`);
  const name = (l: OrderLine) => (l.giftCertificate ? `${l.name} (${t('certificate_line')})` : l.name);
  return (
    <Section title="shop.orders.show.lines">
      {phone ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {record.lines.map((l) => (
            <Box component="li" key={l.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { border: 0 } }}>
              <Typography variant="body1" fontWeight={600}>
                {name(l)}
              </Typography>
              <Typography variant="body1">
                {l.colour}, {t('size').toLowerCase()} {l.size} — <b>{l.quantity} шт.</b>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {rubles(l.priceKopecks)} × {l.quantity}
                {l.discountKopecks > 0 ? ` − ${rubles(l.discountKopecks)}` : ''} = {rubles(lineSum(l))}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['product', 'colour', 'size', 'quantity', 'price', 'discount', 'sum'].map((key) => (
                <TableCell
                  key={key}
                  sx={{ whiteSpace: 'nowrap' }}
                  align={['quantity', 'price', 'discount', 'sum'].includes(key) ? 'right' : 'left'}
                >
                  {t(key)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {record.lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{name(l)}</TableCell>
                <TableCell>{l.colour}</TableCell>
                <TableCell>{l.size}</TableCell>
                <TableCell align="right">{l.quantity}</TableCell>
                <TableCell align="right">{rubles(l.priceKopecks)}</TableCell>
                <TableCell align="right">{l.discountKopecks > 0 ? rubles(l.discountKopecks) : '—'}</TableCell>
                <TableCell align="right">{rubles(lineSum(l))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
