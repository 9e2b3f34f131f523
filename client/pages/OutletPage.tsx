import { ButtonLink, Page } from '../components/page';
import { SectionTiles } from '../components/catalog';
import { findSectionByCode } from '../../shared/sections';
import { useSectionTree } from '../hooks/useSectionTree';
import { urls } from '../../shared/routes';
import styled from '@emotion/styled';
import { colors } from '../theme';
import { crumbs } from './crumbs';

/** The outlet section ({token} of spec §2.1): last sizes and collections at lower prices. */
export default function OutletPage() {
  const { data: tree } = useSectionTree();
  const outlet = tree ? findSectionByCode(tree, 'outlet') : undefined;
  return (
    <Page title="Outlet" parents={[crumbs.shop]}>
      <Lead>Последние размеры и вещи прошлых коллекций по сниженным ценам — того же качества.</Lead>
      {outlet && outlet.ITEMS.length > 0 ? (
        <SectionTiles sections={outlet.ITEMS} />
      ) : (
        <ButtonLink to={urls.catalog()}>Весь каталог</ButtonLink>
      )}
    </Page>
  );
}

const Lead = styled.p`
  max-width: 640px;
  color: ${colors.muted};
`;
