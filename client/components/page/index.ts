// The shell imports this barrel (PageLoading): what only some pages use is imported by its file.
export { Page, Container } from './Page';
export { PageLoading } from './PageLoading';
