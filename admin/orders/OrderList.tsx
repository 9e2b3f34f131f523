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
  const translate = useTranslate();
  return (
    <List
      filters={orderFilters(phone, translate('shop.orders.search_hint'))}
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
        sx={{
          ...(phone ? BULK_AT_THE_BOTTOM : BULK_IN_FLOW),
          '& .column-totalKopecks': { textAlign: 'right' },
          '& td.column-code, & td.column-placedAt, & td.column-phone, & td.column-status, & td.column-totalKopecks': {
            whiteSpace: phone ? 'normal' : 'nowrap',
          },
          '& td': phone ? { px: 1 } : {},
        }}
      >
        {phone ? phoneColumns() : desktopColumns()}
      </Datagrid>
    </List>
  );
}

/**
 * On a phone the bulk buttons stay at the bottom of the screen: a packer ticks orders down a long
 * list, and react-admin's bar above the table would have scrolled out of sight.
 */
const BULK_AT_THE_BOTTOM = {
  '&& .RaBulkActionsToolbar-toolbar': {
    position: 'fixed',
    top: 'auto',
    bottom: 0,
    left: 0,
    right: 0,
    transform: 'none',
    zIndex: 1100,
    borderRadius: 0,
    bgcolor: 'background.paper',
    boxShadow: 8,
  },
  '&& .RaBulkActionsToolbar-collapsed': { display: 'none' },
} as const;

/**
 * On a laptop the bar takes its own row above the table instead of react-admin's place over the
 * list's top row: the filters take two rows here, and the bar would hide the second.
 */
const BULK_IN_FLOW = {
  '&& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
} as const;

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
          <Typography variant="caption" color="text.secondary" component="div">
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {listMoment(o.placedAt)}
            </Box>{' '}
            ·{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {listPhone(o.phone)}
            </Box>
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
