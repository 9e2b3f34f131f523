import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors } from '../../ui/theme';
import { Icon, type IconName } from '../icon';
import { ButtonLink } from './ButtonLink';

interface Props {
  icon: IconName;
  title: string;
  children?: ReactNode;
  action?: { to: string; text: string };
}

/** A friendly empty state: an icon, a line of text and where to go next. */
export function EmptyState({ icon, title, children, action }: Props) {
  return (
    <Box>
      <Circle>
        <Icon name={icon} size={34} />
      </Circle>
      <Title>{title}</Title>
      {children && <Text>{children}</Text>}
      {action && <ButtonLink to={action.to}>{action.text}</ButtonLink>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  max-width: 520px;
  margin: 16px auto;
  padding: 32px 20px;
  border-radius: 20px;
  background: ${colors.cream};
  text-align: center;
`;

const Circle = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 36px;
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
