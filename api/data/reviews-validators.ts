import { z } from 'zod';
import { REVIEWS_DEFAULT_COUNT } from '../../shared/contract/catalog';

export const REVIEWS_MAX_COUNT = 50;

/** GET /api/data/reviews/?count=n (spec §7.1: default 10). */
export const reviewsQuerySchema = z.object({
  count: z.coerce
    .number({ error: 'Количество отзывов должно быть числом' })
    .int('Количество отзывов должно быть целым числом')
    .min(1, 'Количество отзывов — от 1')
    .max(REVIEWS_MAX_COUNT, `Не больше ${REVIEWS_MAX_COUNT} отзывов за раз`)
    .default(REVIEWS_DEFAULT_COUNT),
});
