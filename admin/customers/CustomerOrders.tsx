import {
  List as MuiList,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { CustomerRecord } from './calls';
import { moscowMoment, orderState, rubles } from './format';
import { Section } from './Section';

type CustomerOrder = CustomerRecord['orders'][number];

/** The customer's orders, newest first, each a link to its page (/admin/orders/{id}/show). */
export function CustomerOrders() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { orders, ordersCount } = useRecordContext<CustomerRecord>()!;
  const pathOf = (order: CustomerOrder) => createPath({ resource: 'orders', id: order.id, type: 'show' });
  const stateOf = (order: CustomerOrder) => orderState(order, translate('shop.customers.not_paid'));
  return (
    <Section title={translate('shop.customers.orders')}>
      {orders.length === 0 && <Typography color="text.secondary">{translate('shop.customers.no_orders')}</Typography>}
      {orders.length > 0 && phone && (
        <MuiList disablePadding>
          {orders.map((order) => (
            <ListItemButton key={order.id} component={Link} to={pathOf(order)} divider sx={{ px: 0 }}>
              <ListItemText
                primary={`${order.code} · ${rubles(order.totalKopecks)}`}
                secondary={`${moscowMoment(order.placedAt)} · ${stateOf(order)}`}
              />
            </ListItemButton>
          ))}
        </MuiList>
      )}
      {orders.length > 0 && !phone && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('shop.customers.order')}</TableCell>
              <TableCell>{translate('shop.customers.placed')}</TableCell>
              <TableCell>{translate('shop.customers.status')}</TableCell>
              <TableCell align="right">{translate('shop.customers.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id} hover>
                <TableCell>
                  <Link to={pathOf(order)}>{order.code}</Link>
                </TableCell>
                <TableCell>{moscowMoment(order.placedAt)}</TableCell>
                <TableCell>{stateOf(order)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {rubles(order.totalKopecks)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {ordersCount > orders.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('shop.customers.latest_orders', { shown: orders.length, count: ordersCount })}
        </Typography>
      )}
    </Section>
  );
}
