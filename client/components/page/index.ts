export { Page, Container } from './Page';
export { Prose } from './Prose';
export { EmptyState } from './EmptyState';
export { PageLoading } from './PageLoading';
