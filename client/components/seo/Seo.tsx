import { absoluteUrl, useSite } from './site';
import { jsonLdText } from './json-ld';

export interface SeoProps {
  /** The whole title, as the tab shows it. */
  title: string;
  description?: string;
  /** Path or absolute URL of the page's one address. */
  canonical?: string;
  og?: { type?: 'website' | 'product' | 'article'; image?: string };
  /** 'noindex, follow' for search results, personal pages and not-found pages. */
  robots?: string;
  /** schema.org objects: Product, BreadcrumbList, … */
  jsonLd?: object | object[];
  /** og:site_name. */
  siteName: string;
}

/**
 * The page's head: title, description, canonical, Open Graph and JSON-LD. React 19 hoists the
 * title, meta and link elements into <head>; only PageSeo (client/routes/PageSeo.tsx), which App
 * renders once, renders it, so there is one title.
 */
export function Seo({ title, description, canonical, og, robots, jsonLd, siteName }: SeoProps) {
  const { ORIGIN } = useSite();
  const url = canonical ? absoluteUrl(ORIGIN, canonical) : undefined;
  const image = og?.image ? absoluteUrl(ORIGIN, og.image) : undefined;
  const graph = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {robots && <meta name="robots" content={robots} />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={image} />}
      <meta property="og:type" content={og?.type ?? 'website'} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:site_name" content={siteName} />
      {graph.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
      ))}
    </>
  );
}
