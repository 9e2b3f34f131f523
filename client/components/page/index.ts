export { Page, Container } from './Page';
export { Prose } from './Prose';
export { EmptyState } from './EmptyState';
export { Button } from './Button';
export { ButtonLink } from './ButtonLink';
export { PageLoading } from './PageLoading';
