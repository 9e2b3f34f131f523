import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDayAndTime } from '../../../shared/format/date';
import { rubles } from '../money';
import type { OrderRecord } from '../types';
import { Section } from './Section';

type Receipt = OrderRecord['receipts'][number];
const RECEIPT_COLOURS = { pending: 'warning', sent: 'success', failed: 'error' } as const;
const REFUND_COLOURS = { pending: 'warning', succeeded: 'success', cancelled: 'error' } as const;

function Item({ title, state, children }: { title: ReactNode; state?: ReactNode; children?: ReactNode }) {
  return (
    <Box component="li" sx={{ py: 0.75 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" fontWeight={600}>
          {title}
        </Typography>
        {state}
      </Box>
      {children && (
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      )}
    </Box>
  );
}

const Items = ({ children }: { children: ReactNode }) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {children}
  </Box>
);

/** The money's way: payments, 54-FZ receipts (waiting, sent, failed with the reason) and refunds. */
export function PaymentsSection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`shop.orders.show.${key}`, args);
  const payment = translate(`shop.orders.payment.${record.order.paymentMethod}`);
  const receiptLine = (r: Receipt) =>
    [
      r.totalKopecks !== null ? rubles(r.totalKopecks) : null,
      formatDayAndTime(r.sentAt ?? r.failedAt ?? r.createdAt),
      r.state === 'failed' && r.lastError ? r.lastError : null,
      r.attempts > 1 ? t('attempts', { n: r.attempts }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Section title="shop.orders.show.payments">
      <Typography variant="body2" gutterBottom>
        {payment}, {translate(`shop.orders.paid.${record.order.paid ? 'paid' : 'unpaid'}`).toLowerCase()}
        {record.order.paidAt ? ` ${formatDayAndTime(record.order.paidAt)}` : ''}
      </Typography>
      {record.payments.length > 0 && (
        <Items>
          {record.payments.map((p) => (
            <Item key={p.id} title={`${payment} ${rubles(p.amountKopecks)}`} state={t(`payment_status.${p.status}`)}>
              {[p.provider, p.externalId, formatDayAndTime(p.paidAt ?? p.createdAt), p.refundDueAt ? t('refund_due') : null]
                .filter(Boolean)
                .join(' · ')}
            </Item>
          ))}
        </Items>
      )}
      {record.receipts.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
            {t('receipts')}
          </Typography>
          <Items>
            {record.receipts.map((r) => (
              <Item
                key={r.kind}
                title={t(`receipt_kind.${r.kind}`)}
                state={<Chip size="small" variant="outlined" color={RECEIPT_COLOURS[r.state]} label={t(`receipt_state.${r.state}`)} />}
              >
                {receiptLine(r)}
              </Item>
            ))}
          </Items>
        </>
      )}
      {record.refunds.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
            {t('refunds')}
          </Typography>
          <Items>
            {record.refunds.map((r) => (
              <Item
                key={r.id}
                title={rubles(r.amountKopecks)}
                state={<Chip size="small" variant="outlined" color={REFUND_COLOURS[r.status]} label={t(`refund_status.${r.status}`)} />}
              >
                {r.reason} · {formatDayAndTime(r.at)}
              </Item>
            ))}
          </Items>
        </>
      )}
    </Section>
  );
}
