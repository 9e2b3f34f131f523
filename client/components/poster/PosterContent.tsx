import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { Poster } from '../../../shared/contract/data';
import { isSafeHref, sanitizeHtml } from '../../lib/sanitize';
import { desktop, fontFamily, palette, radius } from '../../lib/theme';
import { closeModal } from '../modal/store';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${desktop} {
    max-width: 520px;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 60dvh;
  object-fit: contain;
  border-radius: ${radius};
  background: ${palette.paper};
`;

const Text = styled.div`
  font-size: 16px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  & h2, & h3, & h4 { margin: 0 0 8px; line-height: 1.25; }
  & p { margin: 0 0 8px; }
  & > :last-child { margin-bottom: 0; }
  & a { color: ${palette.sageDark}; }
`;

const buttonStyle = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${radius};
  /* White on sage-dark: contrast above 4.5:1. */
  background: ${palette.sageDark};
  color: #fff;
  font: 700 16px ${fontFamily};
  text-decoration: none;
  &:hover { background: ${palette.sageDeep}; }
  &:focus-visible { outline: 2px solid ${palette.graphite}; outline-offset: 2px; }
`;
const ButtonLink = styled(Link)(buttonStyle);
const ButtonAnchor = styled.a(buttonStyle);

const plainStyle = `display: block; border-radius: ${radius};`;
const PlainLink = styled(Link)(plainStyle);
const PlainAnchor = styled.a(plainStyle);

type PosterLink = NonNullable<Poster['LINK']>;

/** Same-tab links inside the shop go through the router; anything else is a plain link. */
function PosterHref({ link, button, children }: { link: PosterLink; button: boolean; children: ReactNode }) {
  const internal = link.TARGET === '_self' && link.HREF.startsWith('/') && !link.HREF.startsWith('//');
  if (internal) {
    const RouterLink = button ? ButtonLink : PlainLink;
    return (
      <RouterLink to={link.HREF} onClick={() => closeModal()}>
        {children}
      </RouterLink>
    );
  }
  const Anchor = button ? ButtonAnchor : PlainAnchor;
  return (
    <Anchor
      href={link.HREF}
      target={link.TARGET}
      rel={link.TARGET === '_blank' ? 'noopener noreferrer' : undefined}
      onClick={() => closeModal()}
    >
      {children}
    </Anchor>
  );
}

/**
 * A poster in the modal (spec §3): TYPE 'IMAGE' is the picture alone (a link when LINK is set);
 * otherwise picture, the sanitized CONTENT.TEXT and a link button.
 */
export function PosterContent({ poster }: { poster: Poster }) {
  const link = poster.LINK && isSafeHref(poster.LINK.HREF) ? poster.LINK : null;
  const picture = poster.CONTENT.PICTURE ? <Picture src={poster.CONTENT.PICTURE} alt={poster.NAME} /> : null;

  if (poster.TYPE === 'IMAGE') {
    return (
      <Wrap data-poster={poster.ID}>
        {link && picture ? (
          <PosterHref link={link} button={false}>
            {picture}
          </PosterHref>
        ) : (
          picture
        )}
      </Wrap>
    );
  }

  const text = sanitizeHtml(poster.CONTENT.TEXT);
  return (
    <Wrap data-poster={poster.ID}>
      {picture}
      {text && <Text dangerouslySetInnerHTML={{ __html: text }} />}
      {link && link.TEXT && (
        <PosterHref link={link} button>
          {link.TEXT}
        </PosterHref>
      )}
    </Wrap>
  );
}
