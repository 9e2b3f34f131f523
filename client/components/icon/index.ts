export { Icon } from './Icon';
export { IconSprite } from './IconSprite';
export type { IconName } from './paths';
