import type { ComponentProps } from 'react';
import styled from '@emotion/styled';
import { colors, focusRing, radius } from './theme';

type Tone = 'plain' | 'glass' | 'dark';

interface Props extends ComponentProps<'button'> {
  /** An icon has no text: the name is required. */
  'aria-label': string;
  /** `plain` on the page, `glass` over a picture, `dark` on the dark lightbox. */
  tone?: Tone;
  /** 40 px (small), 44 px (the default, a thumb's size) or 48 px. */
  size?: 'small' | 'medium' | 'large';
}

/** A round button holding only an icon: close, remove, open the menu. */
export function IconButton({ tone = 'plain', size = 'medium', type = 'button', ...props }: Props) {
  return <Round type={type} data-tone={tone} data-size={size} {...props} />;
}

const Round = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${radius.round};
  background: transparent;
  color: ${colors.graphite};
  cursor: pointer;
  &[data-size='small'] {
    width: 40px;
    height: 40px;
  }
  &[data-size='large'] {
    width: 48px;
    height: 48px;
  }
  &:hover:not(:disabled) {
    background: ${colors.cream};
  }
  &[data-tone='glass'] {
    background: rgba(251, 248, 243, 0.9);
  }
  &[data-tone='glass']:hover {
    background: ${colors.white};
  }
  &[data-tone='dark'] {
    background: rgba(255, 255, 255, 0.14);
    color: ${colors.white};
  }
  &[data-tone='dark']:hover {
    background: rgba(255, 255, 255, 0.26);
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &:focus-visible {
    ${focusRing}
  }
`;
