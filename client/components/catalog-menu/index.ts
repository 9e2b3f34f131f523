export { CategoryMenu } from './CategoryMenu';
