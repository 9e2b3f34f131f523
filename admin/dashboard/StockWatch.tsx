import { Alert, Card, CardContent, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import type { StockWatchItem } from '../contract-types';
import type { AdminDataProvider } from '../data/dataProvider';

/** The list's length the api answers at most (shared/contract/admin/stock-watch.ts STOCK_WATCH_MAX). */
const SHOWN_MAX = 200;

function Row({ item, last, linked }: { item: StockWatchItem; last: boolean; linked: boolean }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const none = item.stock === 0;
  const text = (
    <ListItemText
      primary={`${item.name}, ${item.size}`}
      secondary={`${item.productCode}${item.threshold === null ? '' : ` · ${translate('shop.stock_watch.threshold', { threshold: item.threshold })}`}`}
    />
  );
  const chip = (
    <Chip
      size="small"
      color={none ? 'error' : 'warning'}
      label={none ? translate('shop.stock_watch.none_left') : translate('shop.stock_watch.left', { stock: item.stock })}
      sx={{ ml: 1, flexShrink: 0 }}
    />
  );
  // The warehouse may not open the catalogue's form: it sees the list without links.
  return linked ? (
    <ListItemButton
      component={Link}
      to={createPath({ resource: 'products', id: item.productId, type: 'edit' })}
      divider={!last}
      sx={{ px: 0 }}
    >
      {text}
      {chip}
    </ListItemButton>
  ) : (
    <ListItemButton component="div" divider={!last} disableRipple sx={{ px: 0, cursor: 'default' }}>
      {text}
      {chip}
    </ListItemButton>
  );
}

/**
 * «Заканчиваются» (GET /admin/stock-watch/): the sizes of products on sale with none left or at
 * most their threshold, none left first; each a link to its product's form, where the threshold is set.
 */
export function StockWatchCard({ linked }: { linked: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error } = useQuery({ queryKey: ['stockWatch'], queryFn: () => dataProvider.stockWatch() });
  return (
    <Card component="section" aria-label={translate('shop.stock_watch.title')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('shop.stock_watch.title')}
        </Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        {data?.items.length === 0 && <Typography color="text.secondary">{translate('shop.stock_watch.empty')}</Typography>}
        {data && data.items.length > 0 && (
          <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {data.items.map((item, i) => (
              <Row key={item.offerId} item={item} last={i === data.items.length - 1} linked={linked} />
            ))}
          </List>
        )}
        {data && data.items.length >= SHOWN_MAX && (
          <Typography variant="body2" color="text.secondary">
            {translate('shop.stock_watch.more', { count: SHOWN_MAX })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
