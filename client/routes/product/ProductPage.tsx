import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Link } from '../../components/link/Link';
import styled from '@emotion/styled';
import type { ProductDetail } from '../../../shared/contract/catalog';
import { NotFound } from '../../components/error';
import { openOneClickOrder } from '../../components/order/openOneClickOrder';
import { Gallery } from '../../components/gallery';
import { Page } from '../../components/page';
import { AddToBasket } from '../../components/product/AddToBasket';
import { Badges } from '../../components/product/Badges';
import { ColourSwitch } from '../../components/product/ColourSwitch';
import { FavoriteButton } from '../../components/product/FavoriteButton';
import type { WithListedCards } from '../../components/product/listed-card';
import { Price } from '../../components/product/Price';
import { ProductBlock } from '../../components/product/ProductBlock';
import { RecentlyViewed } from '../../components/product/RecentlyViewed';
import { CertificateFacts } from '../../components/product/CertificateFacts';
import { SizePicker } from '../../components/product/SizePicker';
import { sortSizes } from '../../components/product/sizes';
import { useAddToBasket } from '../../hooks/useAddToBasket';
import { useProduct } from '../../hooks/useProduct';
import type { ProductRoute } from './route';
import type { PageProps } from '../route-module';
import { Stack, TwoColumns } from '../../ui/layout';
import { colors, mq } from '../../ui/theme';
import { crumbs } from '../crumbs';

/**
 * The product page /shop/{id}-{code}-product/. Any other address of the product (the older
 * /shop/{code}-product/, a stale id) moves to the canonical URL the detail names; the server
 * answers those with a 301 before this runs.
 */
export default function ProductPage({ keys }: PageProps<ProductRoute>) {
  const { pathname } = useLocation();
  const { data: product, error, notFound } = useProduct(keys.product);
  if (notFound) return <NotFound />;
  if (!product) {
    return (
      <Page title="Товар" parents={[crumbs.shop]}>
        {error ? <p role="alert">Не удалось загрузить товар. Обновите страницу чуть позже.</p> : <p role="status">Загружаем товар…</p>}
      </Page>
    );
  }
  if (product.URL !== pathname) return <Navigate replace to={product.URL} />;
  return <ProductContent key={product.ID} product={product} />;
}

/** The product itself; exported for the page's head tags to wrap around. */
export function ProductContent({ product }: { product: WithListedCards<ProductDetail> }) {
  const offers = sortSizes(product.OFFERS, (o) => o.SIZE);
  // A product with one size in stock has nothing to choose.
  const inStock = offers.filter((o) => o.AVAILABLE);
  const [offerId, setOfferId] = useState<number | null>(offers.length === 1 && inStock.length === 1 ? inStock[0]!.ID : null);
  // Sizes may cost differently: the chosen one's price, else the lowest «от».
  const chosen = offers.find((o) => o.ID === offerId);
  const differ = new Set(offers.map((o) => o.PRICE)).size > 1;
  const parents = [crumbs.shop, ...product.SECTION_PATH.map((s) => ({ name: s.NAME, href: s.URL }))];
  // A gift certificate is money, not a garment: no colour, size, composition or care (decision 038).
  const certificate = product.CERTIFICATE;
  const addToBasket = useAddToBasket();
  const oneClick = (id: number) => {
    const size = offers.find((o) => o.ID === id)?.SIZE;
    openOneClickOrder({ offerId: id, what: size ? `${product.NAME}, размер ${size}` : product.NAME });
  };

  return (
    <Page title={product.NAME} parents={parents}>
      <TwoColumns aside="minmax(0, 0.87fr)">
        <Pictures>
          <Badges product={product} />
          <Gallery pictures={product.PICTURES} name={product.NAME} />
        </Pictures>
        <Stack gap="lg">
          {chosen ? (
            <Price price={chosen.PRICE} oldPrice={chosen.OLD_PRICE} large />
          ) : (
            <Price price={product.PRICE} oldPrice={product.OLD_PRICE} from={differ} large />
          )}
          {certificate ? (
            <CertificateFacts certificate={certificate} />
          ) : (
            <>
              <ColourSwitch current={product.COLOR} options={product.COLORS} />
              {offers.length > 0 && <SizePicker offers={offers} value={offerId} onChange={setOfferId} />}
            </>
          )}
          <Buy>
            {/* A certificate is paid online only, and a one-click order is paid on receipt (decision 013). */}
            <AddToBasket
              offerId={offerId}
              onAdd={addToBasket}
              onOneClick={certificate ? undefined : oneClick}
              soldOut={inStock.length === 0}
            />
            <FavoriteButton productId={product.ID} look="wide" />
          </Buy>
          {product.CAPSULE && (
            <Capsule>
              Из капсулы <Link to={product.CAPSULE.URL}>«{product.CAPSULE.NAME}»</Link>
            </Capsule>
          )}
          <Details>
            {product.DESCRIPTION && (
              <section>
                <h2>Описание</h2>
                <p>{product.DESCRIPTION}</p>
              </section>
            )}
            {!certificate && product.COMPOSITION && (
              <section>
                <h2>Состав</h2>
                <p>{product.COMPOSITION}</p>
              </section>
            )}
            {!certificate && product.CARE && (
              <section>
                <h2>Уход</h2>
                <p>{product.CARE}</p>
              </section>
            )}
          </Details>
        </Stack>
      </TwoColumns>
      <ProductBlock title="Похожие товары" products={product.RELATED} />
      <RecentlyViewed key={product.ID} productId={product.ID} />
    </Page>
  );
}

const Pictures = styled.div`
  position: relative;
  min-width: 0;
  ${mq.desktop} {
    > span:first-of-type {
      left: 108px;
    }
  }
`;

const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 10px;
`;

const Capsule = styled.p`
  margin: 0;
  color: ${colors.muted};
  a {
    color: ${colors.sageDark};
    font-weight: 700;
  }
`;

const Details = styled.div`
  border-top: 1px solid ${colors.border};
  section {
    padding: 14px 0;
    border-bottom: 1px solid ${colors.border};
  }
  h2 {
    margin: 0 0 6px;
    font-size: 17px;
  }
  p {
    margin: 0;
    line-height: 1.55;
    white-space: pre-line;
  }
`;
