import CancelIcon from '@mui/icons-material/Cancel';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PrintIcon from '@mui/icons-material/Print';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';
import { BatchRefusals, type Refused } from './BatchRefusals';
import { packingSlipsUrl, waybillsUrl } from './calls';
import { useSubmitOnce } from './submit-once';
import type { BatchStatus, OrderListItem } from './types';
import { refusalMessage } from '../http';

/** What the bulk buttons set (the batch call's statuses: no tracking number needed). */
const ICONS: Record<BatchStatus, React.ReactElement> = {
  assembling: <Inventory2Icon />,
  delivered: <TaskAltIcon />,
  cancelled: <CancelIcon />,
};

/**
 * The buttons over the selected orders: a status for all of them (each order on its own: those the
 * lifecycle refused are named with the reason), a cancel only after a confirm, and their packing
 * slips in a tab of their own to print.
 */
export function OrderBulkActions() {
  const { selectedIds, data, onUnselectItems } = useListContext<OrderListItem>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { sending, submit } = useSubmitOnce();
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [notHanded, setNotHanded] = useState<Refused[]>([]);

  const codeOf = (id: number) => data?.find((o) => o.id === id)?.code ?? `№${id}`;
  const change = (to: BatchStatus) =>
    submit(async () => {
      setConfirming(false);
      try {
        const result = await dataProvider.changeOrdersStatus(selectedIds.map(Number), to);
        if (result.changed.length > 0) notify('shop.orders.bulk.changed', { messageArgs: { smart_count: result.changed.length } });
        setRefused(result.refused.map((r) => ({ code: codeOf(r.id), message: r.message })));
        onUnselectItems();
        refresh();
      } catch (error) {
        notify(refusalMessage(error), { type: 'error' });
      }
    });

  // Each order on its own, as the carrier answers it: those it refused are named with its reason.
  const handOver = () =>
    submit(async () => {
      try {
        const result = await dataProvider.handOverOrders(selectedIds.map(Number));
        if (result.handedOver.length > 0)
          notify('shop.orders.bulk.handed_over', { messageArgs: { smart_count: result.handedOver.length } });
        setNotHanded(result.refused.map((r) => ({ code: codeOf(r.id), message: r.message })));
        onUnselectItems();
        refresh();
      } catch (error) {
        notify(refusalMessage(error), { type: 'error' });
      }
    });

  return (
    <>
      <Button label="shop.orders.bulk.handover" disabled={sending} onClick={() => void handOver()}>
        <LocalShippingIcon />
      </Button>
      {(['assembling', 'delivered'] as const).map((to) => (
        <Button key={to} label={`shop.orders.bulk.${to}`} disabled={sending} onClick={() => void change(to)}>
          {ICONS[to]}
        </Button>
      ))}
      <Button label="shop.orders.bulk.cancelled" color="error" disabled={sending} onClick={() => setConfirming(true)}>
        {ICONS.cancelled}
      </Button>
      <Button label="shop.orders.bulk.slips" onClick={() => window.open(packingSlipsUrl(selectedIds), '_blank', 'noopener')}>
        <PrintIcon />
      </Button>
      <Button label="shop.orders.bulk.waybills" onClick={() => window.open(waybillsUrl(selectedIds), '_blank', 'noopener')}>
        <ReceiptLongIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={sending}
        title="shop.orders.bulk.cancel_title"
        content={translate('shop.orders.bulk.cancel_confirm')}
        confirm="shop.orders.bulk.cancelled"
        cancel="shop.orders.actions.back"
        confirmColor="warning"
        onConfirm={() => void change('cancelled')}
        onClose={() => setConfirming(false)}
      />
      <BatchRefusals refused={refused} onClose={() => setRefused([])} />
      <BatchRefusals refused={notHanded} onClose={() => setNotHanded([])} title="shop.orders.bulk.handover_refused_title" />
    </>
  );
}
