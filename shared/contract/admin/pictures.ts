import { z } from 'zod';
import { bodyId, typedText } from '../input';
import { PICTURE_MESSAGES, PICTURES_PER_PRODUCT } from './picture-limits';

/**
 * A product's pictures in the back office (issue 24, docs/decisions/053): an upload (multipart, one
 * file in the field `file`), then the list as staff order it, with alt texts; a picture left out of
 * the list is deleted, its files too. Each picture is kept square in every width of
 * PICTURE_WIDTHS, WebP and JPEG, named by its content's hash (shared/pictures/uploaded.ts).
 */

export * from './picture-limits';
const ALT_MAX = 300;

export const pictureAdminSchema = z.object({
  id: z.number().int(),
  /** The storefront's: the 800-wide JPEG (its other widths and WebP follow from the name). */
  url: z.string(),
  alt: z.string(),
});
export type PictureAdmin = z.infer<typeof pictureAdminSchema>;

const pictureInputSchema = z.object({
  id: bodyId('Картинка: ожидается номер', 'Картинка: неверный номер'),
  alt: typedText('Подпись: ожидается строка', 'Подпись').trim().max(ALT_MAX, `Подпись — не длиннее ${ALT_MAX} символов`),
});

/** The pictures in the order the shop shows them (the first is the card's), with their alt texts. */
export const pictureListBodySchema = z.object({
  pictures: z
    .array(pictureInputSchema, { error: 'Картинки: ожидается список' })
    .max(PICTURES_PER_PRODUCT, PICTURE_MESSAGES.tooMany)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'Картинки повторяются'),
});
export type PictureListBody = z.output<typeof pictureListBodySchema>;
