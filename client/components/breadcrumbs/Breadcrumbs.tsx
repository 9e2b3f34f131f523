import { Link } from '../link/Link';
import styled from '@emotion/styled';
import { colors, mq } from '../../ui/theme';
import { Icon } from '../icon';

export interface Crumb {
  name: string;
  /** Omitted for the last crumb, which is the page itself. */
  href?: string;
}

interface Props {
  /** The crumbs after 'Главная', ending with the current page. */
  items: Crumb[];
  /** An optional page heading under the trail (spec §2.8). */
  heading?: string;
}

const HOME: Crumb = { name: 'Главная', href: '/' };

/**
 * Spec §2.8: always starts with 'Главная', the last crumb is plain text, earlier ones are links;
 * on mobile a back link leads to the second-to-last crumb instead of the whole trail.
 */
export function Breadcrumbs({ items, heading }: Props) {
  const trail = [HOME, ...items];
  const back = trail.at(-2);
  return (
    <>
      <Trail aria-label="Хлебные крошки">
        <ol>
          {trail.map((crumb, i) => {
            const last = i === trail.length - 1;
            return (
              <li key={`${i}-${crumb.name}`}>
                {last || !crumb.href ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.href}>{crumb.name}</Link>}
              </li>
            );
          })}
        </ol>
      </Trail>
      {back?.href && (
        <Back to={back.href}>
          <Icon name="chevronLeft" size={18} />
          {back.name}
        </Back>
      )}
      {heading && <h1>{heading}</h1>}
    </>
  );
}

const Trail = styled.nav`
  margin: 0 0 12px;
  font-size: 14px;
  color: ${colors.muted};
  ${mq.mobile} {
    display: none;
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li:not(:last-of-type)::after {
    content: '/';
    margin: 0 8px;
    color: ${colors.beigeDark};
  }
  a {
    color: ${colors.muted};
    text-decoration: none;
  }
  a:hover {
    color: ${colors.sageDark};
    text-decoration: underline;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  margin: 0 0 8px -4px;
  color: ${colors.muted};
  font-size: 14px;
  font-weight: 700;
  text-decoration: none;
  ${mq.desktop} {
    display: none;
  }
`;
