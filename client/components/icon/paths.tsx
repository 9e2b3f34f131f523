import type { ReactNode } from 'react';

/*
 * Line icons on a 24×24 grid, drawn for the shop. Strokes inherit from the <svg> that uses them
 * (currentColor, 1.8 px, round joins); a shape that should be solid sets fill itself.
 */
const solid = { fill: 'currentColor', stroke: 'none' } as const;

/**
 * The drawings by name. A function, not a constant: only the server calls it (IconSprite), and
 * esbuild drops an uncalled function from the browser bundle, while it keeps a constant built of
 * JSX calls.
 */
export const iconPaths = () =>
  ({
    search: (
      <>
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5" />
      </>
    ),
    bag: (
      <>
        <path d="M5 8.5h14l-1.2 11.5H6.2z" />
        <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
      </>
    ),
    heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />,
    menu: <path d="M4 7h16M4 12h16M4 17h16" />,
    close: <path d="M6 6l12 12M18 6L6 18" />,
    chevronDown: <path d="M6 9.5l6 6 6-6" />,
    chevronLeft: <path d="M14.5 6l-6 6 6 6" />,
    chevronRight: <path d="M9.5 6l6 6-6 6" />,
    arrowUp: <path d="M12 19V5M6 11l6-6 6 6" />,
    home: <path d="M4 10.5L12 4l8 6.5V20h-5.5v-5.5h-5V20H4z" />,
    grid: (
      <>
        <rect x="4" y="4" width="6.5" height="6.5" rx="1.6" />
        <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.6" />
        <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.6" />
        <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.6" />
      </>
    ),
    user: (
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4.5 20c1.4-3.8 4.3-5.8 7.5-5.8s6.1 2 7.5 5.8" />
      </>
    ),
    phone: (
      <path d="M6 3.5h3l1.8 4.6-2.2 1.5a11 11 0 0 0 5.8 5.8l1.5-2.2 4.6 1.8v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4 5.7a2 2 0 0 1 2-2.2z" />
    ),
    mail: (
      <>
        <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
        <path d="M3.5 7l8.5 6 8.5-6" />
      </>
    ),
    leaf: (
      <>
        <path d="M5 19.5C5 11 10.5 5 20 4.5c0 9.5-6 15-14.5 15" />
        <path d="M5 19.5l8.5-8.5" />
      </>
    ),
    vk: (
      <>
        <rect x="2.5" y="2.5" width="19" height="19" rx="6" />
        <path
          {...solid}
          d="M6.6 8.6h1.9c.2 2.6 1.3 3.8 2.2 4V8.6h1.8v2.3c.9-.1 1.8-1.2 2.1-2.3h1.8c-.3 1.5-1.3 2.6-2 3.1.7.4 1.9 1.4 2.3 3.2h-2c-.3-1.1-1.2-2-2.2-2.1v2.1h-.3c-3.7 0-5.5-2.5-5.6-6.3z"
        />
      </>
    ),
    telegram: (
      <>
        <path d="M20.5 4.5L3.5 11.2l5.3 1.9 2 6.1 3-3.6 4.6 3.4z" />
        <path d="M8.8 13.1l11.7-8.6" />
      </>
    ),
    whatsapp: (
      <>
        <path d="M4 20l1.2-4.1A8.2 8.2 0 1 1 8.3 19z" />
        <path
          {...solid}
          d="M9.3 7.7c.3 0 .5 0 .7.5l.7 1.6c.1.2 0 .5-.1.6l-.6.7c.7 1.3 1.7 2.2 3 2.9l.7-.8c.2-.2.4-.2.6-.1l1.6.8c.3.1.4.4.3.7-.2.9-1 1.6-1.9 1.6-3 0-6.3-3.2-6.3-6.2 0-1 .6-2 1.3-2.3z"
        />
      </>
    ),
    youtube: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path {...solid} d="M10 9v6l5-3z" />
      </>
    ),
    ok: (
      <>
        <circle cx="12" cy="7.5" r="3.5" />
        <path d="M7.5 12.5c2.8 1.8 6.2 1.8 9 0M12 14.3l-3.5 5.2M12 14.3l3.5 5.2" />
      </>
    ),
    link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
    star: <path d="M12 3.8l2.5 5.2 5.7.8-4.1 4 1 5.6L12 16.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />,
    starSolid: <path {...solid} d="M12 3.8l2.5 5.2 5.7.8-4.1 4 1 5.6L12 16.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />,
    filter: (
      <>
        <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
        <circle cx="15" cy="7" r="2" />
        <circle cx="9" cy="17" r="2" />
      </>
    ),
    expand: <path d="M14 4h6v6M10 20H4v-6M20 4l-6.5 6.5M4 20l6.5-6.5" />,
  }) satisfies Record<string, ReactNode>;

export type IconName = keyof ReturnType<typeof iconPaths>;
