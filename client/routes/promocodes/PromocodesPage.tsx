import styled from '@emotion/styled';
import type { PersonalCoupon } from '../../../shared/contract/profile';
import { formatDateLong } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { usePersonalData } from '../../hooks/usePersonalData';
import type { PromocodesRoute } from './route';
import type { PageProps } from '../route-module';
import { Badge, EmptyState, Note, Panel } from '../../ui/layout';
import { space } from '../../ui/theme';
import { crumbs } from '../crumbs';
import { Code } from '../../ui/Code';

/** /personal/promocodes/: the coupons issued to this account, with their terms and expiry. */
export default function PromocodesPage({ keys }: PageProps<PromocodesRoute>) {
  const { data, error } = usePersonalData(keys.promocodes);
  const coupons = data?.coupons;
  return (
    <Page title="Промокоды" parents={[crumbs.personal]}>
      {coupons && coupons.length > 0 ? (
        <List aria-label="Промокоды">
          {coupons.map((coupon) => (
            <CouponCard key={coupon.CODE} coupon={coupon} />
          ))}
        </List>
      ) : coupons ? (
        <EmptyState icon="leaf" title="Личных промокодов пока нет" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
          Мы пришлём промокод ко дню рождения и к большим распродажам.
        </EmptyState>
      ) : error ? (
        <p role="alert">Не удалось загрузить промокоды. Обновите страницу чуть позже.</p>
      ) : (
        <p role="status">Загружаем промокоды…</p>
      )}
    </Page>
  );
}

function CouponCard({ coupon }: { coupon: PersonalCoupon }) {
  return (
    <Panel as="li" tone="white" compact aria-label={`Промокод ${coupon.CODE}`}>
      <Head>
        <Code>{coupon.CODE}</Code>
        <Badge tone={coupon.USED ? 'off' : 'soft'}>{coupon.USED ? 'Использован' : coupon.DISCOUNT}</Badge>
      </Head>
      <Note>{coupon.TERMS}</Note>
      <Note>
        {coupon.EXPIRES_AT ? `Действует до ${formatDateLong(coupon.EXPIRES_AT)}` : 'Без срока действия'}
        {!coupon.USED && ' · введите его в корзине'}
      </Note>
    </Panel>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  max-width: 760px;
  margin: 0 0 ${space.xxl};
  padding: 0;
  list-style: none;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
`;
