import styled from '@emotion/styled';
import { ListingBody } from '../../components/catalog/ListingBody';
import { NotFound } from '../../components/error';
import { Page } from '../../components/page';
import { useCatalogListing } from '../../hooks/useCatalogListing';
import { useSectionTree } from '../../hooks/useSectionTree';
import { promoName } from './name';
import type { PromoRoute } from './route';
import type { PageProps } from '../route-module';
import { colors } from '../../ui/theme';
import { crumbs } from '../crumbs';

/** /shop/{promo_code}/: a promo's products with the same filters; its heading and text come with the listing. */
export default function PromoPage({ params: { code, scope }, keys }: PageProps<PromoRoute>) {
  const data = useCatalogListing(keys);
  const { data: tree } = useSectionTree();
  const { listing } = data;
  if (data.notFound) return <NotFound />;
  const promo = listing.data?.PROMO;
  return (
    <Page title={promoName(code, listing.data, tree)} parents={[crumbs.shop]}>
      {promo?.DESCRIPTION && <Lead>{promo.DESCRIPTION}</Lead>}
      <ListingBody scope={scope} data={data} />
    </Page>
  );
}

const Lead = styled.p`
  max-width: 720px;
  margin: -4px 0 16px;
  color: ${colors.muted};
`;
