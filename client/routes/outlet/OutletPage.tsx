import styled from '@emotion/styled';
import { OUTLET_CODE } from '../../../shared/contract/catalog-constants';
import { findSectionByCode } from '../../../shared/sections';
import { ListingBody } from '../../components/catalog/ListingBody';
import { Page } from '../../components/page';
import { useCatalogListing } from '../../hooks/useCatalogListing';
import { useSectionTree } from '../../hooks/useSectionTree';
import type { OutletRoute } from './route';
import type { PageProps } from '../route-module';
import { colors } from '../../ui/theme';
import { crumbs } from '../crumbs';

/** The outlet section ({token} of spec §2.1): the section view of OUTLET_CODE at its own address. */
export default function OutletPage({ params: { scope }, keys }: PageProps<OutletRoute>) {
  const { data: tree } = useSectionTree();
  const outlet = tree ? findSectionByCode(tree, OUTLET_CODE) : undefined;
  const data = useCatalogListing(keys);
  return (
    <Page title="Outlet" parents={[crumbs.shop]}>
      <Lead>Последние размеры и вещи прошлых коллекций по сниженным ценам — того же качества.</Lead>
      <ListingBody scope={scope} data={data} children={outlet?.ITEMS} />
    </Page>
  );
}

const Lead = styled.p`
  max-width: 640px;
  margin: -4px 0 16px;
  color: ${colors.muted};
`;
