export { ErrorPage, NotFound } from './ErrorPage';
export { ErrorBoundary } from './ErrorBoundary';
