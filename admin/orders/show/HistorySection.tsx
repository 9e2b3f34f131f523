import { Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { statusName } from '../../../shared/contract/order-constants';
import { formatDayAndTime } from '../../../shared/format/date';
import type { OrderRecord } from '../types';
import { Section } from './Section';

type OrderEvent = OrderRecord['events'][number];

/** Who made the change, in the history's words: staff by their number (you as «Вы»), the bank, a job. */
function useActor() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (e: OrderEvent) => {
    const t = (kind: string) => translate(`shop.orders.show.actor.${kind}`, { _: kind });
    if (e.actorKind === 'staff' && e.actorId !== null && identity && String(identity.id) === e.actorId) return t('you');
    if (e.actorKind === 'staff' && e.actorId !== null) return `${t('staff')} №${e.actorId}`;
    return t(e.actorKind);
  };
}

/** The order's events, oldest first: from → to (an edit keeps its status and says so), who, when, the note. */
export function HistorySection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const actor = useActor();
  const name = (s: OrderEvent['toStatus']) => statusName(s, record.order.paymentMethod);
  const what = (e: OrderEvent) => {
    if (e.fromStatus === e.toStatus) return translate('shop.orders.show.edited');
    return e.fromStatus === null ? name(e.toStatus) : `${name(e.fromStatus)} → ${name(e.toStatus)}`;
  };
  return (
    <Section title="shop.orders.show.history">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {record.events.map((e) => (
          <Box component="li" key={e.id} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider', '&:last-child': { border: 0 } }}>
            <Typography variant="body2" fontWeight={600}>
              {what(e)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDayAndTime(e.at)} · {actor(e)}
            </Typography>
            {e.note && <Typography variant="body2">{e.note}</Typography>}
          </Box>
        ))}
      </Box>
    </Section>
  );
}
