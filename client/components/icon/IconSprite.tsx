import { iconPaths, type IconName } from './paths';

export const iconId = (name: IconName) => `icon-${name}`;

/**
 * The shared sprite of spec §9, rendered once at the top of <body>: every <Icon> points into it
 * with <use>, so an icon's drawing is sent once per page however often it appears.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: 'absolute', overflow: 'hidden' }}>
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          {iconPaths[name]}
        </symbol>
      ))}
    </svg>
  );
}
