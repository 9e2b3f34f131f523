import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDayAndTime } from '../../../shared/format/date';
import { rubles } from '../money';
import type { OrderRecord } from '../types';
import { details, Item, Items, StateChip } from './Items';
import { Section } from './Section';
import { ShopperLink } from './ShopperLink';

type Payment = OrderRecord['payments'][number];
type Translate = (key: string, args?: object) => string;

const PAYMENT_COLOURS = { pending: 'warning', succeeded: 'success', cancelled: 'default' } as const;
const REFUND_COLOURS = { pending: 'warning', succeeded: 'success', cancelled: 'error' } as const;

/** A surcharge a later edit replaced or dropped is over, whatever its row's status says, unless its money came. */
const withdrawn = (p: Payment) => p.withdrawnAt !== null && p.status !== 'succeeded';

function PaymentItem({ payment: p, t }: { payment: Payment; t: Translate }) {
  const state = withdrawn(p) ? (
    <StateChip label={t('payment_withdrawn')} color="default" />
  ) : (
    <StateChip label={t(`payment_status.${p.status}`)} color={PAYMENT_COLOURS[p.status]} />
  );
  return (
    <Item title={`${t(`payment_kind.${p.kind}`)} ${rubles(p.amountKopecks)}`} state={state}>
      {details(
        p.provider,
        p.externalId,
        formatDayAndTime(p.paidAt ?? p.createdAt),
        withdrawn(p) && t('withdrawn_hint'),
        p.refundDueAt !== null && t('refund_due'),
      )}
    </Item>
  );
}

/** What the shopper still pays on top, and the link staff send them. */
function SurchargeDue({ due, t }: { due: NonNullable<OrderRecord['surchargeDue']>; t: Translate }) {
  return (
    <Alert severity="warning" sx={{ my: 1 }}>
      <AlertTitle>{t('surcharge_due', { sum: rubles(due.kopecks) })}</AlertTitle>
      {t('surcharge_due_hint')}
      <ShopperLink link={due.link} />
    </Alert>
  );
}

/** The money's way: how the order is paid, a surcharge due, each payment (the order's own, surcharges) and each refund with its receipt. */
export function PaymentsSection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const t: Translate = (key, args) => translate(`shop.orders.show.${key}`, args);
  const { order } = record;
  const receiptOf = (refundId: number) => record.receipts.find((r) => r.refund?.id === refundId);
  return (
    <Section title="shop.orders.show.payments">
      <Typography variant="body2" gutterBottom>
        {translate(`shop.orders.payment.${order.paymentMethod}`)},{' '}
        {translate(`shop.orders.paid.${order.paid ? 'paid' : 'unpaid'}`).toLowerCase()}
        {order.paidAt ? ` ${formatDayAndTime(order.paidAt)}` : ''}
      </Typography>
      {record.surchargeDue && <SurchargeDue due={record.surchargeDue} t={t} />}
      {record.payments.length > 0 && (
        <Items>
          {record.payments.map((p) => (
            <PaymentItem key={p.id} payment={p} t={t} />
          ))}
        </Items>
      )}
      {record.refunds.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
            {t('refunds')}
          </Typography>
          <Items>
            {record.refunds.map((r) => {
              const receipt = receiptOf(r.id);
              return (
                <Item
                  key={r.id}
                  title={rubles(r.amountKopecks)}
                  state={<StateChip label={t(`refund_status.${r.status}`)} color={REFUND_COLOURS[r.status]} />}
                >
                  {details(
                    r.reason,
                    formatDayAndTime(r.at),
                    receipt && t('refund_receipt', { state: t(`receipt_state.${receipt.state}`) }),
                  )}
                </Item>
              );
            })}
          </Items>
        </>
      )}
    </Section>
  );
}
