import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Link } from '../link/Link';
import type { Poster } from '../../../shared/contract/data';
import { isSafeHref, sanitizeHtml } from '../../lib/sanitize';
import { ButtonAnchor, ButtonLink } from '../../ui/Button';
import { colors, mq, radius } from '../../ui/theme';
import { closeModal } from '../modal/store';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${mq.desktop} {
    max-width: 520px;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 60dvh;
  object-fit: contain;
  border-radius: ${radius.md};
  background: ${colors.white};
`;

const Text = styled.div`
  font-size: 16px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  & h2,
  & h3,
  & h4 {
    margin: 0 0 8px;
    line-height: 1.25;
  }
  & p {
    margin: 0 0 8px;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & a {
    color: ${colors.sageDark};
  }
`;

const plainStyle = `display: block; border-radius: ${radius.md};`;
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

/** The picture's own size in pixels, once it is known. */
export interface PictureSize {
  width: number;
  height: number;
}

/**
 * A poster in the modal (spec §3): TYPE 'IMAGE' is the picture alone (a link when LINK is set);
 * otherwise picture, the sanitized CONTENT.TEXT and a link button. `size`, the decoded picture's,
 * gives the box its proportions before it paints (CSS scales it: width 100%, height auto).
 */
export function PosterContent({ poster, size }: { poster: Poster; size?: PictureSize }) {
  const link = poster.LINK && isSafeHref(poster.LINK.HREF) ? poster.LINK : null;
  const picture = poster.CONTENT.PICTURE ? (
    <Picture src={poster.CONTENT.PICTURE} alt={poster.NAME} width={size?.width} height={size?.height} />
  ) : null;

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
