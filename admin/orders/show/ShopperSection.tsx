import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link, useCreatePath, usePermissions, useTranslate } from 'react-admin';
import { formatPhone, phoneHref } from '../../../shared/format/phone';
import { mayOpen } from '../../auth/access';
import type { StaffRole } from '../../contract-types';
import { listMoment } from '../format';
import { rubles } from '../money';
import { StatusChip } from '../StatusChip';
import type { OrderRecord } from '../types';
import { Section } from './Section';

/** The customer's page: by account, or by phone for a guest (the customers screen opens both). */
const customerPath = (shopper: OrderRecord['shopper']) => `/customers/${shopper.userId !== null ? `u${shopper.userId}` : shopper.phone}`;

/** Who ordered: contacts to call or write, the customer's page (for the roles that may open it), earlier orders. */
export function ShopperSection({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { permissions } = usePermissions<StaffRole>();
  const { shopper } = record;
  const t = (key: string) => translate(`shop.orders.show.${key}`);
  const tel = phoneHref(shopper.phone);
  return (
    <Section title="shop.orders.show.shopper">
      <Typography variant="body1" fontWeight={600}>
        {shopper.name}
      </Typography>
      <Typography variant="body2">
        {tel ? <MuiLink href={tel}>{formatPhone(shopper.phone)}</MuiLink> : shopper.phone}
        {shopper.email && (
          <>
            {' · '}
            <MuiLink href={`mailto:${shopper.email}`}>{shopper.email}</MuiLink>
          </>
        )}
      </Typography>
      {mayOpen(permissions, 'customers') && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Link to={customerPath(shopper)}>{t('customer_page')}</Link>
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
        {t('earlier')}
      </Typography>
      {shopper.earlierOrders.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('no_earlier')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shopper.earlierOrders.map((o) => (
            <Box component="li" key={o.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
              <Link to={createPath({ resource: 'orders', id: o.id, type: 'show' })}>{o.code}</Link>
              <Typography variant="body2" color="text.secondary">
                {listMoment(o.placedAt)} · {rubles(o.totalKopecks)}
              </Typography>
              <StatusChip status={o.status} payment={record.order.paymentMethod} />
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
