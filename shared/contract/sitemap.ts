import { z } from 'zod';

/** GET /api/catalog/sitemap/: every address a search engine should know, for the storefront's /sitemap.xml. */
export const sitemapSchema = z.object({
  SECTIONS: z.array(z.object({ URL: z.string() })),
  /** UPDATED: ISO date-time of the product's last change. */
  PRODUCTS: z.array(z.object({ URL: z.string(), UPDATED: z.string() })),
  PROMOS: z.array(z.object({ URL: z.string() })),
});
export type SitemapData = z.infer<typeof sitemapSchema>;
