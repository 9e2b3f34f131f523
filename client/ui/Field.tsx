import {
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from '@emotion/styled';
import { colors, fieldMessageCss, fieldScrollMarginCss, radius, space } from './theme';

interface FieldProps {
  /** The field's name on screen; it is also the control's accessible name. */
  label: ReactNode;
  /** A quiet note after the label: «— для чека, по желанию». */
  hint?: ReactNode;
  /** What is wrong with the value, under the control; the control is marked invalid. */
  error?: string | null;
  /** The label is read by screen readers only (the section's heading already says it). */
  hideLabel?: boolean;
  children: ReactNode;
}

/** Tells the control inside a Field which error text describes it. */
const FieldError = createContext<string | undefined>(undefined);

/**
 * A labelled control: label above, the control (Input, TextArea, Select, PhoneField), then its
 * error. The label wraps the control, so a tap on the text focuses it and it names the control.
 */
export function Field({ label, hint, error, hideLabel = false, children }: FieldProps) {
  const errorId = useId();
  return (
    <Wrap data-field="">
      <Label>
        <span className={hideLabel ? 'visually-hidden' : undefined}>
          {label}
          {hint && <small> {hint}</small>}
        </span>
        <FieldError.Provider value={error ? errorId : undefined}>{children}</FieldError.Provider>
      </Label>
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </Wrap>
  );
}

/** aria-invalid and aria-describedby for the control of a Field that has an error. */
function useFieldError() {
  const errorId = useContext(FieldError);
  return errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

/** `ref` passes through (React 19): a field that takes the focus when it opens. */
export function Input(props: ComponentProps<'input'>) {
  return <AsInput {...useFieldError()} {...props} />;
}

export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <AsTextArea {...useFieldError()} {...props} />;
}

export function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <AsSelect {...useFieldError()} {...props} />;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;
  ${fieldScrollMarginCss}
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  font-size: 15px;
  font-weight: 700;
  small {
    color: ${colors.muted};
    font-weight: 600;
  }
`;

const Error = styled.p(fieldMessageCss);

const controlCss = `
  width: 100%;
  min-width: 0;
  min-height: 48px;
  padding: 0 14px;
  border: 1px solid ${colors.beigeDark};
  border-radius: ${radius.md};
  background: ${colors.white};
  color: ${colors.graphite};
  font: inherit;
  /* 16 px and more keeps iOS from zooming into the field. */
  font-size: 17px;
  font-weight: 400;
  &:focus-visible {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 1px;
    border-color: ${colors.sageDark};
  }
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;

const AsInput = styled.input(controlCss);

const AsTextArea = styled.textarea`
  ${controlCss}
  min-height: 84px;
  padding: ${space.md} 14px;
  resize: vertical;
  line-height: 1.4;
`;

const AsSelect = styled.select`
  ${controlCss}
  -webkit-appearance: auto;
  appearance: auto;
`;
