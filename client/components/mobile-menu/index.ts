export { MobileMenu } from './MobileMenu';
export { BottomNav } from './BottomNav';
