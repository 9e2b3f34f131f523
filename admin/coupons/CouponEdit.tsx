import { Card, CardContent, Typography } from '@mui/material';
import { Edit, SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { rubles as formatKopecks } from '../orders/money';
import type { CouponRecord } from './calls';
import { CouponForm } from './CouponForm';

/** Save only: a coupon is switched off, never deleted (its orders keep pointing at it). */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The orders placed with the coupon and the discount each got. */
function CouponUses() {
  const coupon = useRecordContext<CouponRecord>();
  const translate = useTranslate();
  if (!coupon) return null;
  const uses = coupon.uses ?? [];
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6">{translate('shop.coupons.uses')}</Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('shop.coupons.uses_total', { orders: coupon.orderCount, discount: formatKopecks(coupon.discountKopecks) })}
        </Typography>
        {uses.length === 0 ? (
          <Typography variant="body2">{translate('shop.coupons.no_uses')}</Typography>
        ) : (
          uses.map((use) => (
            <Typography key={use.orderId} variant="body2">
              <a href={`/admin/orders/${use.orderId}/show`}>{use.orderCode}</a>
              {` · ${new Date(use.placedAt).toLocaleDateString('ru-RU')} · −${formatKopecks(use.discountKopecks)}`}
            </Typography>
          ))
        )}
      </CardContent>
    </Card>
  );
}

export default function CouponEdit() {
  return (
    <Edit title="shop.coupons.edit_title" mutationMode="pessimistic">
      <CouponForm toolbar={<FormToolbar />} />
      <CouponUses />
    </Edit>
  );
}
