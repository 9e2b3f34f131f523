// Pages import this barrel; the shell imports its files (PageLoading, Container), since esbuild
// keeps the styled components of every file the entry reaches, used or not.
export { Page } from './Page';
export { Container } from './Container';
export { PageLoading } from './PageLoading';
