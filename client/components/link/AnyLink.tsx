import type { ReactNode } from 'react';
import { Link } from './Link';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A router link for our own paths, a plain link opening a new tab for anything else (back-end data). */
export function AnyLink({ href, className, children }: Props) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  if (internal) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
