export { FilterPanel } from './FilterPanel';
export { FilterForm } from './FilterForm';
export { SortLinks } from './SortLinks';
export { Pagination } from './Pagination';
export * from './query';
