import styled from '@emotion/styled';
import { Link } from '../components/link/Link';
import { Icon, type IconName } from '../components/icon';
import { colors, mq, radius, space } from './theme';

interface Props {
  icon: IconName;
  title: string;
  text: string;
  /** The whole tile is a link there; without it, the tile only tells. */
  to?: string;
}

/**
 * An icon beside a bold line and a quiet one, on a white bordered card: the personal area's
 * sections, the home page's promises. Lay tiles out with `Tiles`.
 */
export function Tile({ icon, title, text, to }: Props) {
  const body = (
    <>
      <Icon name={icon} size={28} />
      <span>
        <strong>{title}</strong>
        <small>{text}</small>
      </span>
    </>
  );
  return to ? <AsLink to={to}>{body}</AsLink> : <AsBox>{body}</AsBox>;
}

/** Tiles one under another on phones, three in a row on desktops. */
export const Tiles = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0 0 ${space.xxl};
  padding: 0;
  list-style: none;
  ${mq.desktop} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${space.lg};
  }
`;

const tileCss = `
  display: flex;
  align-items: flex-start;
  gap: 14px;
  height: 100%;
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.white};
  color: ${colors.graphite};
  text-decoration: none;
  svg {
    flex: none;
    color: ${colors.sageDark};
  }
  strong,
  small {
    display: block;
  }
  strong {
    font-weight: 800;
  }
  small {
    color: ${colors.muted};
    font-size: 15px;
  }
`;

const AsBox = styled.div(tileCss);

const AsLink = styled(Link)`
  ${tileCss}
  align-items: center;
  &:hover {
    border-color: ${colors.sage};
  }
`;
