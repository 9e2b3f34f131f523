// Seo itself is not exported: App renders the one PageSeo, and a second Seo would be a second <title>.
export { PageSeo } from './PageSeo';
export { useSite, useServerNotFound, absoluteUrl, SiteContext, type SiteInfo } from './site';
