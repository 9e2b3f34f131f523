import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Panel } from '../../ui/Panel';
import { colors, radius, space } from '../../ui/theme';
import { Icon, type IconName } from '../icon';
import { ButtonLink } from '../../ui/Button';

interface Props {
  icon: IconName;
  title: string;
  children?: ReactNode;
  action?: { to: string; text: string };
}

/** A friendly empty state: an icon, a line of text and where to go next. */
export function EmptyState({ icon, title, children, action }: Props) {
  return (
    <Box as="div">
      <Circle>
        <Icon name={icon} size={34} />
      </Circle>
      <Title>{title}</Title>
      {children && <Text>{children}</Text>}
      {action && <ButtonLink to={action.to}>{action.text}</ButtonLink>}
    </Box>
  );
}

/** A centred column in the middle of the page. */
const Box = styled(Panel)`
  align-items: center;
  gap: ${space.sm};
  max-width: 520px;
  margin: ${space.lg} auto;
  padding: ${space.xxl} 20px;
  text-align: center;
`;

const Circle = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: ${radius.round};
  background: ${colors.white};
  color: ${colors.sageDark};
`;

const Title = styled.p`
  margin: 8px 0 0;
  font-size: 19px;
  font-weight: 800;
`;

const Text = styled.p`
  margin: 0 0 8px;
  color: ${colors.muted};
`;
