import { iconId } from './IconSprite';
import type { IconName } from './paths';

interface Props {
  name: IconName;
  /** Width and height in px; 24 unless told. */
  size?: number;
  className?: string;
}

/** An icon drawn by name from the shared sprite (spec §9). Decorative: label the control instead. */
export function Icon({ name, size = 24, className }: Props) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
