import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, fieldMessageCss, fieldScrollMarginCss } from './theme';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box; it names the box. */
  children: ReactNode;
  /** Bold text (a filter's own switch), or the small print of a consent. */
  weight?: 'regular' | 'bold' | 'small';
  /** What is wrong (a consent the form needs): under the line, and the box is marked invalid. */
  error?: string | null;
  /** Something after the text that is not part of it (a link), outside the tappable line. */
  after?: ReactNode;
}

/**
 * A checkbox with its text, the whole line tappable; the box is the browser's own, in sage. Its
 * error, like a Field's, marks the box and describes it.
 */
export function Checkbox({ children, weight = 'regular', error, after, ...input }: Props) {
  const errorId = useId();
  const line = (
    <>
      <Line data-weight={weight} data-field={after ? undefined : ''}>
        <input
          type="checkbox"
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={[input['aria-describedby'], error && errorId].filter(Boolean).join(' ') || undefined}
        />
        {children}
      </Line>
      {after}
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
    </>
  );
  // With something after the line, the three stay together as one field.
  return after ? <Group data-field="">{line}</Group> : line;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  ${fieldScrollMarginCss}
`;

const Message = styled.p(fieldMessageCss);

const Line = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  cursor: pointer;
  ${fieldScrollMarginCss}
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.sageDark};
  }
  &[data-weight='bold'] {
    font-weight: 700;
  }
  &[data-weight='small'] {
    align-items: start;
    min-height: 0;
    font-size: 14px;
    line-height: 1.4;
  }
  &[data-weight='small'] input {
    margin-top: 1px;
  }
  a {
    color: ${colors.sageDark};
    font-weight: 700;
  }
`;
