import { Link } from '../link/Link';
import styled from '@emotion/styled';
import { useStaticInfo } from '../../hooks/useStaticInfo';
import { colors } from '../../ui/theme';
import { Icon } from '../icon';

/** The brand's name from static info, linking home. */
export function Logo() {
  const { data } = useStaticInfo();
  const name = data?.BRAND.NAME ?? 'Магазин';
  return (
    <Brand to="/" aria-label={`${name} — на главную`}>
      <Icon name="leaf" size={22} />
      <span>{name}</span>
    </Brand>
  );
}

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${colors.graphite};
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.01em;
  text-decoration: none;
  white-space: nowrap;
  & > svg {
    color: ${colors.sageDark};
  }
`;
