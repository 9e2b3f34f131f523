import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { statusName } from '../../../shared/contract/order-constants';
import { mayOpen } from '../../auth/access';
import type { AdminDataProvider } from '../../data/dataProvider';
import { rubles } from '../money';
import { ShopperLink } from '../show/ShopperLink';
import { useSubmitOnce } from '../submit-once';
import type { StaffRole } from '../../contract-types';
import type { OrderLinesData, OrderRecord, OrderStatusBody, StaffStatus } from '../types';
import { CancelDialog } from './CancelDialog';
import { EditLinesDialog } from './EditLinesDialog';
import { RefundDialog } from './RefundDialog';
import { ShipDialog } from './ShipDialog';
import { refusalMessage } from '../../http';
import { CARRIER_TITLES } from '../../../shared/contract/shipment-names';
import { waybillsUrl } from '../calls';

/** The statuses a button sets, in the order an order goes through them. */
const STATUS_BUTTONS: readonly StaffStatus[] = ['assembling', 'shipped', 'delivered', 'cancelled'];
/** An order's lines change until it is sent (the edit service's own list, decision 048). */
const EDITABLE = new Set<string>(['new', 'paid', 'assembling']);

type Open = 'shipped' | 'cancelled' | 'refund' | 'edit' | null;

/** What a refund or an edit answered, as the page says it until staff close it: its lines, and the surcharge's link to send. */
interface Outcome {
  said: string[];
  link: string | null;
}

/** What an edit answered. */
function editOutcome(result: OrderLinesData, translate: ReturnType<typeof useTranslate>): Outcome {
  const said = [translate('shop.orders.edit.saved')];
  if (result.refundKopecks > 0) said.push(translate('shop.orders.edit.refund', { sum: rubles(result.refundKopecks) }));
  if (result.surchargeKopecks > 0) said.push(translate('shop.orders.edit.surcharge', { sum: rubles(result.surchargeKopecks) }));
  if (result.couponDropped) said.push(translate('shop.orders.edit.coupon_dropped', { reason: result.couponDropped }));
  return { said, link: result.surchargeLink };
}

/**
 * The order's buttons: the statuses the server says this role may set now (`allowed`), a refund
 * and a line edit for the owner and managers where the order allows them. Each sends once, then
 * the page is read again.
 */
export function OrderActions({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<StaffRole>();
  const { sending, submit } = useSubmitOnce();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const office = mayOpen(permissions, 'orders.money');
  const leftKopecks = record.refundableKopecks;
  const editable = office && EDITABLE.has(record.order.status) && !record.lines.some((l) => l.giftCertificate);

  // The carrier's hand-over (decision 060): for an order with a delivery that may ship now and has no shipment yet.
  const carrier = record.carrier && CARRIER_TITLES[record.carrier];
  const mayHandOver = carrier && !record.shipment && record.order.deliveryMethod !== null && record.allowed.includes('shipped');
  const handOver = () =>
    submit(async () => {
      const page = await dataProvider.handOverOrder(record.id);
      notify('shop.orders.actions.handed_over', {
        messageArgs: { carrier: page.shipment ? CARRIER_TITLES[page.shipment.provider] : carrier },
      });
      refresh();
    }).catch((error: unknown) => notify(refusalMessage(error), { type: 'error' }));

  const change = async (body: OrderStatusBody) => {
    const page = await dataProvider.changeOrderStatus(record.id, body);
    setOpen(null);
    setOutcome(null);
    notify('shop.orders.actions.changed', { messageArgs: { status: statusName(page.order.status, page.order.paymentMethod) } });
    refresh();
  };
  const direct = (to: StaffStatus) =>
    submit(() => change({ to })).catch((error: unknown) => notify(refusalMessage(error), { type: 'error' }));
  const press = (to: StaffStatus) => (to === 'shipped' || to === 'cancelled' ? setOpen(to) : void direct(to));
  const openDialog = (which: Open) => {
    setOutcome(null);
    setOpen(which);
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {mayHandOver && (
          <Button variant="contained" disabled={sending} onClick={() => void handOver()}>
            {translate('shop.orders.actions.handover', { carrier })}
          </Button>
        )}
        {record.shipment && (
          <Button variant="outlined" onClick={() => window.open(waybillsUrl([record.id]), '_blank', 'noopener')}>
            {translate('shop.orders.actions.waybill')}
          </Button>
        )}
        {STATUS_BUTTONS.filter((to) => record.allowed.includes(to)).map((to) => (
          <Button
            key={to}
            variant={to === 'cancelled' ? 'outlined' : 'contained'}
            color={to === 'cancelled' ? 'error' : 'primary'}
            disabled={sending}
            onClick={() => press(to)}
          >
            {translate(`shop.orders.actions.${to}`)}
          </Button>
        ))}
        {office && leftKopecks > 0 && (
          <Button variant="outlined" color="warning" onClick={() => openDialog('refund')}>
            {translate('shop.orders.actions.refund')}
          </Button>
        )}
        {editable && (
          <Button variant="outlined" onClick={() => openDialog('edit')}>
            {translate('shop.orders.actions.edit')}
          </Button>
        )}
      </Box>
      {outcome && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setOutcome(null)} role="status">
          {outcome.said.map((line) => (
            <div key={line}>{line}</div>
          ))}
          {outcome.link && <ShopperLink link={outcome.link} />}
        </Alert>
      )}
      <ShipDialog
        open={open === 'shipped'}
        onClose={() => setOpen(null)}
        onShip={(trackingNumber) => change({ to: 'shipped', trackingNumber })}
      />
      <CancelDialog
        open={open === 'cancelled'}
        onClose={() => setOpen(null)}
        onCancel={(note) => change({ to: 'cancelled', ...(note ? { note } : {}) })}
      />
      <RefundDialog
        open={open === 'refund'}
        leftKopecks={leftKopecks}
        onClose={() => setOpen(null)}
        onRefund={async (body) => {
          const asked = await dataProvider.refundOrder(record.id, body);
          setOpen(null);
          setOutcome({ said: [translate('shop.orders.refund.asked', { sum: rubles(asked.amountKopecks) })], link: null });
          refresh();
        }}
      />
      {editable && open === 'edit' && (
        <EditLinesDialog
          open={open === 'edit'}
          record={record}
          onClose={() => setOpen(null)}
          onSaved={(result) => {
            setOpen(null);
            setOutcome(editOutcome(result, translate));
            refresh();
          }}
        />
      )}
    </>
  );
}
