import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { BulkActionsToolbar, Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { KeysetPagination } from '../layout/KeysetPagination';
import { listMoment, listPhone } from './format';
import { rubles } from './money';
import { OrderBulkActions } from './OrderBulkActions';
import { orderFilters } from './OrderFilters';
import { StatusChip } from './StatusChip';
import type { OrderListItem } from './types';

/**
 * The orders, newest first, by keyset (no count of everything). On a laptop a table of every
 * column; on a phone a table of two (the order, its status and sum) rather than react-admin's
 * SimpleList: the table keeps the checkboxes, the bulk buttons and the select-the-page box, which a
 * SimpleList has none of, so a packer can mark the morning's orders «Собрать» from the phone too.
 */
export default function OrderList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={orderFilters(phone)}
      pagination={<KeysetPagination />}
      exporter={false}
      sort={{ field: 'placedAt', order: 'DESC' }}
      perPage={50}
    >
      <Datagrid
        rowClick="show"
        bulkActionButtons={<OrderBulkActions />}
        // Select-all would ask for more rows than a keyset page: the header box selects the page.
        bulkActionsToolbar={
          <BulkActionsToolbar selectAllButton={false}>
            <OrderBulkActions />
          </BulkActionsToolbar>
        }
        sx={{ '& .column-totalKopecks': { textAlign: 'right' }, '& td': phone ? { px: 1 } : {} }}
      >
        {phone ? phoneColumns() : desktopColumns()}
      </Datagrid>
    </List>
  );
}

const Status = ({ order }: { order: OrderListItem }) => <StatusChip status={order.status} payment={order.paymentMethod} />;

function PaidCell({ order }: { order: OrderListItem }) {
  const translate = useTranslate();
  return (
    <>
      {translate(`shop.orders.payment.${order.paymentMethod}`)},{' '}
      {translate(`shop.orders.paid.${order.paid ? 'paid' : 'unpaid'}`).toLowerCase()}
    </>
  );
}

function DeliveryCell({ order }: { order: OrderListItem }) {
  const translate = useTranslate();
  return <>{translate(`shop.orders.delivery.${order.deliveryMethod ?? 'none'}`)}</>;
}

function desktopColumns() {
  return [
    <TextField key="code" source="code" sortable={false} sx={{ fontWeight: 600 }} />,
    <FunctionField<OrderListItem> key="placedAt" source="placedAt" sortable={false} render={(o) => listMoment(o.placedAt)} />,
    <TextField key="name" source="name" sortable={false} />,
    <FunctionField<OrderListItem> key="phone" source="phone" sortable={false} render={(o) => listPhone(o.phone)} />,
    <FunctionField<OrderListItem> key="status" source="status" sortable={false} render={(o) => <Status order={o} />} />,
    <FunctionField<OrderListItem> key="paid" source="paid" sortable={false} render={(o) => <PaidCell order={o} />} />,
    <FunctionField<OrderListItem>
      key="deliveryMethod"
      source="deliveryMethod"
      sortable={false}
      render={(o) => <DeliveryCell order={o} />}
    />,
    <FunctionField<OrderListItem> key="totalKopecks" source="totalKopecks" sortable={false} render={(o) => rubles(o.totalKopecks)} />,
  ];
}

/** Two columns that fit 390 px beside the checkbox: who and when, then status and sum. */
function phoneColumns() {
  return [
    <FunctionField<OrderListItem>
      key="code"
      source="code"
      sortable={false}
      render={(o) => (
        <Box>
          <Typography variant="body2" fontWeight={600}>
            {o.code}
          </Typography>
          <Typography variant="body2">{o.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {listMoment(o.placedAt)} · {listPhone(o.phone)}
          </Typography>
        </Box>
      )}
    />,
    <FunctionField<OrderListItem>
      key="totalKopecks"
      source="totalKopecks"
      sortable={false}
      render={(o) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
          <Status order={o} />
          <Typography variant="body2" noWrap>
            {rubles(o.totalKopecks)}
          </Typography>
        </Box>
      )}
    />,
  ];
}
