import { Create } from 'react-admin';
import { CouponForm } from './CouponForm';

export default function CouponCreate() {
  return (
    <Create title="shop.coupons.create_title" redirect="list">
      <CouponForm />
    </Create>
  );
}
