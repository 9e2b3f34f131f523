import type { ComponentProps } from 'react';
import { Link, type LinkProps } from '../components/link/Link';
import styled from '@emotion/styled';
import { colors, focusRing, radius, space } from './theme';

/**
 * `primary` filled sage, `secondary` outlined, `dark` filled graphite (a form's own small submit),
 * `link` a button that reads as a link (retry, show more).
 */
export type ButtonLook = 'primary' | 'secondary' | 'dark' | 'link';
/** 52 px (the page's main action), 48 px, 40 px. */
export type ButtonSize = 'large' | 'medium' | 'small';

interface Look {
  look?: ButtonLook;
  size?: ButtonSize;
}

/** The shop's button. Its look comes from props, never from re-styling it at the call site. */
export function Button({ look = 'primary', size = 'large', type = 'button', ...props }: Look & ComponentProps<'button'>) {
  return <AsButton type={type} {...props} data-look={look} data-size={size} />;
}

/** A link inside the shop that looks like a button. */
export function ButtonLink({ look = 'primary', size = 'medium', ...props }: Look & LinkProps) {
  return <AsLink {...props} data-look={look} data-size={size} />;
}

/** A link out of the shop (a bank's app, a poster's partner) that looks like a button. */
export function ButtonAnchor({ look = 'primary', size = 'medium', ...props }: Look & ComponentProps<'a'>) {
  return <AsAnchor {...props} data-look={look} data-size={size} />;
}

const buttonCss = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 52px;
  padding: 0 28px;
  border: 0;
  border-radius: ${radius.pill};
  background: ${colors.sageDark};
  color: ${colors.white};
  font: inherit;
  font-size: 17px;
  font-weight: 800;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  &:hover:not(:disabled),
  &[data-look='primary'][aria-expanded='true'] {
    background: ${colors.graphite};
  }
  &[data-size='medium'] {
    min-height: 48px;
    padding: 0 ${space.xl};
    font-size: 16px;
  }
  &[data-size='small'] {
    min-height: 40px;
    padding: 0 ${space.lg};
    font-size: 15px;
  }
  &[data-look='secondary'] {
    border: 2px solid ${colors.sageDark};
    background: transparent;
    color: ${colors.sageDark};
  }
  &[data-look='secondary']:hover:not(:disabled) {
    background: ${colors.sageLight};
  }
  &[data-look='dark'] {
    background: ${colors.graphite};
  }
  &[data-look='dark']:hover:not(:disabled) {
    background: ${colors.sageDark};
  }
  &[data-look='link'] {
    min-height: 0;
    padding: 0;
    background: none;
    color: ${colors.sageDark};
    font-size: inherit;
    text-decoration: underline;
  }
  &[data-look='link']:hover:not(:disabled) {
    background: none;
    color: ${colors.graphite};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const AsButton = styled.button(buttonCss);
const AsLink = styled(Link)(buttonCss);
const AsAnchor = styled.a(buttonCss);

type IconTone = 'plain' | 'quiet' | 'glass' | 'dark';

interface Props extends ComponentProps<'button'> {
  /** An icon has no text: the name is required. */
  'aria-label': string;
  /** `plain` on the page, `quiet` a secondary action (remove), `glass` over a picture, `dark` on the lightbox. */
  tone?: IconTone;
  /** 40 px (small), 44 px (the default, a thumb's size) or 48 px. */
  size?: 'small' | 'medium' | 'large';
}

/** A round button holding only an icon: close, remove, open the menu. */
export function IconButton({ tone = 'plain', size = 'medium', type = 'button', ...props }: Props) {
  return <Round type={type} {...props} data-tone={tone} data-size={size} />;
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
  &[data-tone='quiet'] {
    color: ${colors.muted};
  }
  &[data-tone='quiet']:hover:not(:disabled) {
    color: ${colors.graphite};
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
