import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * The shop's router links, in place of react-router-dom's `Link` and `NavLink`
 * (docs/decisions/023-javascript-floor.md). Theirs also serve framework mode: prefetching a
 * route's modules and data (`prefetch`, `PrefetchPageLinks`), route masks, view transitions,
 * `reloadDocument`, which we never use and which cost 2.9 KB gzip in the entry that every page
 * loads. These keep what we use with the same behaviour: the href from the router, a plain click
 * navigates in the app (a modified click, another target or a prevented default is left to the
 * browser), `replace`, `state`, `preventScrollReset`; NavLink's "active" class and
 * `aria-current="page"` with the same matching rule (`end`, trailing slash, case-insensitive).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A URL with a scheme or protocol-relative: the browser's, not the router's (as react-router does). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export function Link({ to, replace, state, preventScrollReset, onClick, target, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, preventScrollReset });
  if (typeof to === 'string' && ABSOLUTE_URL.test(to)) {
    return (
      <a {...rest} href={to} target={target} onClick={onClick}>
        {children}
      </a>
    );
  }
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  }
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this very path, not below it. */
  end?: boolean;
}

/** Whether `locationPath` is `toPath` or (without `end`) below it: react-router's NavLink rule. */
export function isActivePath(locationPath: string, toPath: string, end: boolean): boolean {
  const location = locationPath.toLowerCase();
  const target = toPath.toLowerCase();
  if (location === target) return true;
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return !end && location.startsWith(target) && location.charAt(endSlash) === '/';
}

export function NavLink({ end = false, className, 'aria-current': ariaCurrent = 'page', ...props }: NavLinkProps) {
  const path = useResolvedPath(props.to);
  const active = isActivePath(useLocation().pathname, path.pathname, end);
  return (
    <Link
      {...props}
      aria-current={active ? ariaCurrent : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}
