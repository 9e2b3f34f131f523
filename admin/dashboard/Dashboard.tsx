import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Loading, Title, useBasename, useDataProvider, useTranslate } from 'react-admin';
import { withPluralRu } from '../../shared/format/plural';
import type { Dashboard } from '../contract-types';
import { moscowMoment, rubles } from '../customers/format';
import type { AdminDataProvider } from '../data/dataProvider';
import { ordersListPath } from './links';
import { StockWatchCard } from './StockWatch';

const ORDER_FORMS = ['заказ', 'заказа', 'заказов'] as const;

/** Cards that stack on a phone and stand three in a row on a laptop. */
const CARDS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } } as const;

function Period({ period }: { period: Dashboard['periods'][number] }) {
  const translate = useTranslate();
  const rows = [
    [translate('shop.dashboard.orders'), String(period.orders)],
    [translate('shop.dashboard.average'), rubles(period.averageKopecks)],
  ] as const;
  return (
    <Card component="section" aria-label={translate(`shop.dashboard.periods.${period.period}`)}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" color="text.secondary">
          {translate(`shop.dashboard.periods.${period.period}`)}
        </Typography>
        <Typography variant="h4" component="p" sx={{ my: 0.5, whiteSpace: 'nowrap' }} aria-label={translate('shop.dashboard.revenue')}>
          {rubles(period.revenueKopecks)}
        </Typography>
        {rows.map(([label, value]) => (
          <Typography key={label} variant="body2">
            {label}: <strong>{value}</strong>
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

function Unpaid({ unpaid }: { unpaid: Dashboard['unpaid'] }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Card component="section" aria-label={translate('shop.dashboard.unpaid')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('shop.dashboard.unpaid')}
        </Typography>
        <Typography sx={{ my: 1 }}>
          {translate('shop.dashboard.unpaid_text', { orders: withPluralRu(unpaid.orders, ORDER_FORMS), sum: rubles(unpaid.kopecks) })}
        </Typography>
        <Button component={Link} to={ordersListPath(basename, { paid: 'unpaid' })} variant="outlined" disabled={unpaid.orders === 0}>
          {translate('shop.dashboard.unpaid_link')}
        </Button>
      </CardContent>
    </Card>
  );
}

function BestSellers({ items }: { items: Dashboard['bestSellers'] }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate('shop.dashboard.best_sellers')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('shop.dashboard.best_sellers')}
        </Typography>
        {items.length === 0 && <Typography color="text.secondary">{translate('shop.dashboard.best_sellers_empty')}</Typography>}
        <List dense disablePadding component="ol">
          {items.map((item, i) => (
            <ListItem key={item.productCode} disableGutters divider={i < items.length - 1}>
              <ListItemText
                primary={`${i + 1}. ${item.name}`}
                secondary={translate('shop.dashboard.sold', { quantity: item.quantity, revenue: rubles(item.revenueKopecks) })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/**
 * «Сводка» of the owner and managers (GET /admin/dashboard/): orders, revenue and the average for
 * today, 7 and 30 days in Moscow's days; what waits for its money, with a link to those orders; the
 * month's best sellers; and when the api read the figures (it reads them once a minute).
 */
export default function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending } = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.dashboard() });
  return (
    <Box sx={{ my: 2 }}>
      <Title title="shop.dashboard.title" />
      <Typography variant="h5" component="h1">
        {translate('shop.dashboard.title')}
      </Typography>
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('shop.dashboard.failed', { message: error.message })}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('shop.dashboard.at', { moment: moscowMoment(data.at) })}
          </Typography>
          <Box sx={CARDS}>
            {data.periods.map((period) => (
              <Period key={period.period} period={period} />
            ))}
          </Box>
          <Box
            sx={{
              ...CARDS,
              mt: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
            }}
          >
            <Unpaid unpaid={data.unpaid} />
            <BestSellers items={data.bestSellers} />
          </Box>
          <Box sx={{ mt: 2 }}>
            <StockWatchCard linked />
          </Box>
        </>
      )}
    </Box>
  );
}
