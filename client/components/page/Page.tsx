import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { layout, mq } from '../../ui/theme';
import { Breadcrumbs, type Crumb } from '../breadcrumbs';

interface Props {
  /** The page's heading, which is also its last crumb. */
  title: string;
  /** Crumbs between 'Главная' and the page itself. */
  parents?: Crumb[];
  children?: ReactNode;
}

/** The frame every page shares: breadcrumbs, one <h1>, then the content (spec §2.8). */
export function Page({ title, parents = [], children }: Props) {
  return (
    <Container>
      <Breadcrumbs items={[...parents, { name: title }]} heading={title} />
      {children}
    </Container>
  );
}

export const Container = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 16px ${layout.gutter} 8px;
  ${mq.desktop} {
    padding-top: 28px;
  }
`;
