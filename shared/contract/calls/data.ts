import { z } from 'zod';
import type { CallTable } from '../call';
import { partnerSchema, reviewSchema } from '../catalog';
import { dataRequestSchema, dataResponseSchema, redirectListSchema, reviewsQuerySchema, staticInfoSchema } from '../data';

/** The shop's data (spec §7.1): what every page of the storefront reads besides the catalogue. */
export const dataCalls = {
  'POST /data/': {
    summary: 'Данные страницы по её адресу: плакаты, которые на ней показываются',
    body: dataRequestSchema,
    response: dataResponseSchema,
    // POST only because the spec sends the page's address in a body: it reads.
    changesState: false,
  },
  'GET /data/getStaticInfo/': {
    summary: 'Постоянные данные магазина: бренд, контакты, соцсети, баннер',
    response: staticInfoSchema,
  },
  'GET /data/redirects/': {
    summary: 'Старые адреса страниц и куда они ведут (301)',
    response: redirectListSchema,
  },
  'GET /data/partners/': {
    summary: 'Партнёры магазина',
    response: z.array(partnerSchema),
    cache: 'public',
  },
  'GET /data/reviews/': {
    summary: 'Отзывы покупателей, новые первыми',
    query: reviewsQuerySchema,
    response: z.array(reviewSchema),
    cache: 'public',
  },
} as const satisfies CallTable;
