import { useTranslate } from 'react-admin';
import { formatDayAndTime } from '../../../shared/format/date';
import { rubles } from '../money';
import type { OrderRecord } from '../types';
import { details, Item, Items, StateChip } from './Items';
import { Section } from './Section';

type Receipt = OrderRecord['receipts'][number];
const RECEIPT_COLOURS = { pending: 'warning', sent: 'success', failed: 'error' } as const;

/**
 * The order's 54-FZ receipts in the order they were written — the prepayment's, a surcharge's, each
 * refund's, the ones at handover — each with its sum and state: waiting, sent, or given up on with
 * the reason. None before the order's money came.
 */
export function ReceiptsSection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`shop.orders.show.${key}`, args);
  // An order not paid yet has none: no empty card on a phone's long page.
  if (record.receipts.length === 0) return null;
  const title = (r: Receipt) =>
    [t(`receipt_kind.${r.kind}`), r.totalKopecks !== null ? rubles(r.totalKopecks) : null].filter(Boolean).join(' ');
  return (
    <Section title="shop.orders.show.receipts">
      <Items>
        {record.receipts.map((r) => (
          <Item key={r.id} title={title(r)} state={<StateChip label={t(`receipt_state.${r.state}`)} color={RECEIPT_COLOURS[r.state]} />}>
            {details(
              formatDayAndTime(r.sentAt ?? r.failedAt ?? r.createdAt),
              r.state === 'failed' && r.lastError,
              r.attempts > 1 && t('attempts', { n: r.attempts }),
            )}
          </Item>
        ))}
      </Items>
    </Section>
  );
}
