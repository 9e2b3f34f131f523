import { z } from 'zod';
import { REVIEWS_DEFAULT_COUNT } from './catalog-constants';
import { queryCount, typedText } from './input';

/** Request of POST /api/data/ (spec §7.1): the route path plus EXTEND=Y. */
export const dataRequestSchema = z.object({
  path: typedText('Укажите адрес страницы', 'Адрес страницы')
    .min(1, 'Укажите адрес страницы')
    .max(2048, 'Адрес страницы слишком длинный')
    .startsWith('/', 'Адрес страницы должен начинаться с «/»'),
  EXTEND: z.literal('Y').optional(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** Poster (spec §3): shown in a modal by the rules of spec §4. */
export const posterSchema = z
  .object({
    ID: z.number().int(),
    NAME: z.string(),
    /** IMAGE means the picture alone; HTML shows picture, text and link. */
    TYPE: z.enum(['IMAGE', 'HTML']),
    CONTENT: z.object({
      PICTURE: z.string().nullable(),
      /** HTML from the back-end: always rendered through client/lib/sanitize. */
      TEXT: z.string().nullable(),
    }),
    LINK: z
      .object({
        HREF: z.string(),
        TARGET: z.enum(['_self', '_blank']),
        TEXT: z.string(),
      })
      .nullable(),
    PARAMS: z.object({
      SHOW_IN: z.array(z.string()),
      HIDE_IN: z.array(z.string()),
      /** Minutes the poster stays suppressed after it was shown (spec §3, §4). */
      DELAY: z.number().min(0),
    }),
  })
  .meta({ id: 'Poster' });
export type Poster = z.infer<typeof posterSchema>;

export const dataResponseSchema = z.object({ posters: z.array(posterSchema) });
export type DataResponse = z.infer<typeof dataResponseSchema>;

export const socialLinkSchema = z.object({
  CODE: z.string(),
  NAME: z.string(),
  HREF: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const documentLinkSchema = z.object({ NAME: z.string(), HREF: z.string() });

/** GET /api/data/getStaticInfo/: the brand's constants for header, banner and footer. */
export const staticInfoSchema = z
  .object({
    BRAND: z.object({ NAME: z.string(), SLOGAN: z.string() }),
    PHONE: z.string(),
    EMAIL: z.string(),
    /** The messenger contact link of the footer (spec §2.6). */
    MESSENGER: z.object({ NAME: z.string(), HREF: z.string() }),
    SOCIAL: z.array(socialLinkSchema),
    REQUISITES: z.array(z.string()),
    CERTIFICATION: z.array(z.string()),
    DOCUMENTS: z.array(documentLinkSchema),
    /** Free delivery to a pickup point from this sum, in rubles (spec §9: 7 000); null when never free. */
    FREE_DELIVERY_FROM: z.number().int().nullable(),
    /** The running banner text of the header (spec §1). */
    BANNER: z.string(),
  })
  .meta({ id: 'StaticInfo' });
export type StaticInfo = z.infer<typeof staticInfoSchema>;

/** GET /api/data/redirects/: the legacy path table the storefront answers with 301 (spec §2.2). */
export const redirectSchema = z.object({ from: z.string(), to: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectListSchema = z.array(redirectSchema);

export const REVIEWS_MAX_COUNT = 50;

/** GET /api/data/reviews/?count=n (spec §7.1: default 10). */
export const reviewsQuerySchema = z.object({
  count: queryCount(
    {
      type: 'Количество отзывов должно быть числом',
      int: 'Количество отзывов должно быть целым числом',
      min: 'Количество отзывов — от 1',
      max: `Не больше ${REVIEWS_MAX_COUNT} отзывов за раз`,
    },
    REVIEWS_MAX_COUNT,
  ).default(REVIEWS_DEFAULT_COUNT),
});
