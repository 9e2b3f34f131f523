import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../breadcrumbs';
import { Container } from './Container';

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
