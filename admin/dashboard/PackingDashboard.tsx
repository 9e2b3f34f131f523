import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Loading, Title, useBasename, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';
import { StockWatchCard } from './StockWatch';
import type { QueueCount } from './calls';
import { ordersListPath } from './links';

const CARDS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

function Queue({ queue, filter, count, more }: QueueCount) {
  const translate = useTranslate();
  const basename = useBasename();
  const title = translate(`shop.packing.queues.${queue}`);
  return (
    <Card component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
      <CardContent>
        <Typography variant="h3" component="p">
          {more ? translate('shop.packing.more', { count }) : count}
        </Typography>
        <Typography variant="subtitle1" component="h2" color="text.secondary">
          {title}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to={ordersListPath(basename, filter)} disabled={count === 0}>
          {translate('shop.packing.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The warehouse's first screen: the «Сводка» of money is not theirs (the api refuses it), so they
 * see how many orders wait to be assembled, shipped and handed over, each a link to those orders.
 * Read through the orders list's own filters (admin/dashboard/calls.ts).
 */
export default function PackingDashboard() {
  const translate = useTranslate();
  const basename = useBasename();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending } = useQuery({ queryKey: ['packingQueues'], queryFn: () => dataProvider.packingQueues() });
  return (
    <Box sx={{ my: 2 }}>
      <Title title="shop.dashboard.title" />
      <Typography variant="h5" component="h1">
        {translate('shop.packing.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('shop.packing.hint')}
      </Typography>
      {isPending && <Loading />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <Box sx={CARDS}>
          {data.map((queue) => (
            <Queue key={queue.queue} {...queue} />
          ))}
        </Box>
      )}
      <Button component={Link} to={`${basename}/orders`} sx={{ mt: 2 }}>
        {translate('shop.packing.all_orders')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <StockWatchCard linked={false} />
      </Box>
    </Box>
  );
}
