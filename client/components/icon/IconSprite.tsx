import { iconPaths, type IconName } from './paths';

export const iconId = (name: IconName) => `icon-${name}`;

const SPRITE_ID = 'icon-sprite';
const spriteProps = {
  id: SPRITE_ID,
  'aria-hidden': true,
  width: '0',
  height: '0',
  style: { position: 'absolute', overflow: 'hidden' },
} as const;

/** The drawings the server sent, read once: the browser keeps them instead of carrying its own copy. */
let served: string | undefined;
const servedSprite = () => (served ??= document.getElementById(SPRITE_ID)?.innerHTML ?? '');

/**
 * The shared sprite of spec §9, rendered once at the top of <body>: every <Icon> points into it
 * with <use>, so an icon's drawing is sent once per page however often it appears.
 *
 * The drawings are static, so only the server draws them: the browser bundle (where
 * process.env.SHOP_BUNDLE is "browser", build/client.ts) hydrates the same <svg> with the markup
 * the server sent and never carries paths.tsx (2.9 KB). The sprite never re-renders after
 * hydration (App renders it once, without props), so the markup stays the server's.
 */
export function IconSprite() {
  // An if/else, not an early return: esbuild drops only the other branch of a folded condition.
  if (process.env.SHOP_BUNDLE === 'browser') {
    return <svg {...spriteProps} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: servedSprite() }} />;
  } else {
    const drawings = iconPaths();
    return (
      <svg {...spriteProps}>
        {(Object.keys(drawings) as IconName[]).map((name) => (
          <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
            {drawings[name]}
          </symbol>
        ))}
      </svg>
    );
  }
}
