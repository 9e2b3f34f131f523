import { iconId } from './IconSprite';
import type { IconName } from './paths';

interface Props {
  name: IconName;
  /** Width and height in px; 24 unless told. */
  size?: number;
  className?: string;
}

/** The class that gives an icon its stroke (GlobalStyles): one word instead of five attributes per icon. */
export const ICON_CLASS = 'icon';

/** An icon drawn by name from the shared sprite (spec §9). Decorative: label the control instead. */
export function Icon({ name, size = 24, className }: Props) {
  return (
    <svg className={className ? `${ICON_CLASS} ${className}` : ICON_CLASS} width={size} height={size} aria-hidden="true">
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
