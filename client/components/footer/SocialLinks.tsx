import styled from '@emotion/styled';
import type { SocialLink } from '../../../shared/contract/data';
import { colors, discCss } from '../../ui/theme';
import { Icon } from '../icon';
import { socialIcon } from './socialIcon';

/** The five networks and messengers of spec §2.6, as round icon links. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.CODE}>
          <Round href={link.HREF} target="_blank" rel="noopener noreferrer" aria-label={link.NAME} title={link.NAME}>
            <Icon name={socialIcon(link.CODE)} size={22} />
          </Round>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Round = styled.a`
  ${discCss(44)}
  background: ${colors.white};
  color: ${colors.sageDark};
  border: 1px solid ${colors.border};
  &:hover {
    background: ${colors.sageLight};
  }
`;
