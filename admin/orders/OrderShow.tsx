import { Box, Card, CardContent, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Loading, ShowBase, Title, useRecordContext, useTranslate } from 'react-admin';
import { formatDayAndTime } from '../../shared/format/date';
import { OrderActions } from './actions/OrderActions';
import { rubles } from './money';
import { DeliverySection } from './show/DeliverySection';
import { GiftSection } from './show/GiftSection';
import { HistorySection } from './show/HistorySection';
import { LinesSection } from './show/LinesSection';
import { MoneySection } from './show/MoneySection';
import { OrderPageWords } from './show/OrderPageWords';
import { PaymentsSection } from './show/PaymentsSection';
import { ReceiptsSection } from './show/ReceiptsSection';
import { ShopperSection } from './show/ShopperSection';
import { StatusChip } from './StatusChip';
import type { OrderListItem, OrderRecord } from './types';

function Header({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const { order } = record;
  return (
    <Card variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Typography variant="h5" component="h1">
            {order.code}
          </Typography>
          <StatusChip status={order.status} payment={order.paymentMethod} />
          {/* Shipping waits for it (decision 051): said at the top, where a packer looks first. */}
          {record.surchargeDue && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={translate('shop.orders.show.surcharge_chip', { sum: rubles(record.surchargeDue.kopecks) })}
            />
          )}
          <Typography variant="h6" component="span" sx={{ ml: 'auto' }}>
            {rubles(order.totalKopecks)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('shop.orders.show.placed', { at: formatDayAndTime(order.placedAt) })}
        </Typography>
        <OrderActions record={record} />
      </CardContent>
    </Card>
  );
}

/**
 * An order's page. On a phone one column with the lines first after the header (a packer packs
 * from it), then the gift's wishes and the delivery; on a laptop the order on the left and who and
 * where on the right.
 */
function OrderPage() {
  const record = useRecordContext<OrderRecord | OrderListItem>();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  // Opened from the list, react-admin first hands over the list's row (useGetList fills the getOne
  // cache with it) while it asks for the page: wait for the page.
  if (!record || !('order' in record)) return <Loading />;
  const part = {
    lines: <LinesSection key="lines" record={record} />,
    gift: <GiftSection key="gift" record={record} />,
    delivery: <DeliverySection key="delivery" record={record} />,
    shopper: <ShopperSection key="shopper" record={record} />,
    money: <MoneySection key="money" record={record} />,
    payments: <PaymentsSection key="payments" record={record} />,
    receipts: <ReceiptsSection key="receipts" record={record} />,
    history: <HistorySection key="history" record={record} />,
  };
  const column = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 } as const;
  return (
    <Box sx={{ ...column, mt: 2, mb: 4 }}>
      <Title title={translate('shop.orders.show.title', { code: record.order.code })} />
      <Header record={record} />
      {phone ? (
        [part.lines, part.gift, part.delivery, part.shopper, part.money, part.payments, part.receipts, part.history]
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: 2, alignItems: 'start' }}>
          <Box sx={column}>{[part.lines, part.money, part.payments, part.receipts, part.history]}</Box>
          <Box sx={column}>{[part.gift, part.delivery, part.shopper]}</Box>
        </Box>
      )}
    </Box>
  );
}

/** ShowBase, not Show: the page draws its own header and buttons, so Show's frame and edit button would be unused weight. */
export default function OrderShow() {
  return (
    <ShowBase>
      <OrderPageWords>
        <OrderPage />
      </OrderPageWords>
    </ShowBase>
  );
}
