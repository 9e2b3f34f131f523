import { useId, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, fieldMessageCss, fieldScrollMarginCss, focusRing, hiddenControlCss, mq, radius, space } from './theme';

interface Props {
  name: string;
  value: string | number;
  checked: boolean;
  onChange: () => void;
  /** The card's first line, bold: «Пункт выдачи». */
  title: ReactNode;
  /** Lines under the title, quieter: the description, the schedule. */
  children?: ReactNode;
}

/**
 * A radio button drawn as a card: the real radio is hidden but keeps arrow keys and focus, and the
 * card after it shows the choice and the focus. A tap anywhere on the card chooses it.
 */
export function ChoiceCard({ name, value, checked, onChange, title, children }: Props) {
  return (
    <Card>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <div>
        <strong>{title}</strong>
        {children}
      </div>
    </Card>
  );
}

interface GroupProps {
  /** The group's name on screen: «Пункт выдачи — Москва». */
  title: ReactNode;
  /** What is wrong (none chosen): under the title; the group is marked invalid and described by it. */
  error?: string | null;
  children: ReactNode;
}

/**
 * A radio group of cards with its title and, after a refusal, its message: a field like a Field,
 * so a form can mark it, bring it into view and put the focus on its choice (lib/fieldErrors.ts).
 */
export function ChoiceGroup({ title, error, children }: GroupProps) {
  const id = useId();
  return (
    <Group
      role="radiogroup"
      aria-labelledby={`${id}-title`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      data-field=""
    >
      <GroupTitle id={`${id}-title`}>{title}</GroupTitle>
      {error && (
        <Message id={`${id}-error`} role="alert">
          {error}
        </Message>
      )}
      {children}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  ${fieldScrollMarginCss}
  &[aria-invalid='true'] input + div {
    border-color: ${colors.danger};
  }
`;

const GroupTitle = styled.p`
  margin: 0;
  font-size: 15px;
  font-weight: 700;
`;

const Message = styled.p(fieldMessageCss);

/** Cards side by side where they fit on desktops (`min` wide at least), one under another on phones. */
export const ChoiceCards = styled('div', { shouldForwardProp: (prop) => prop !== 'min' && prop !== 'as' })<{ min?: string }>`
  display: grid;
  gap: ${space.sm};
  ${mq.desktop} {
    grid-template-columns: repeat(auto-fit, minmax(${({ min = '220px' }) => min}, 1fr));
  }
`;

const Card = styled.label`
  position: relative;
  display: flex;
  input {
    ${hiddenControlCss}
  }
  input + div {
    position: relative;
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${space.xs};
    padding: 14px ${space.lg} 14px 46px;
    border: 1.5px solid ${colors.border};
    border-radius: ${radius.md};
    background: ${colors.white};
    cursor: pointer;
  }
  /* The radio's circle, drawn so that it matches the card. */
  input + div::before {
    content: '';
    position: absolute;
    top: 16px;
    left: ${space.lg};
    width: 18px;
    height: 18px;
    border: 2px solid ${colors.beigeDark};
    border-radius: ${radius.round};
    background: ${colors.white};
  }
  input:checked + div {
    border-color: ${colors.sageDark};
    background: ${colors.sageLight};
    box-shadow: inset 0 0 0 1px ${colors.sageDark};
  }
  input:checked + div::before {
    border: 5px solid ${colors.sageDark};
  }
  input:focus-visible + div {
    ${focusRing}
  }
  strong {
    display: flex;
    justify-content: space-between;
    gap: 10px;
    font-weight: 800;
    line-height: 1.35;
  }
  small {
    color: ${colors.muted};
    font-size: 14px;
    line-height: 1.4;
  }
`;
