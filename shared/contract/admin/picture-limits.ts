/** A product picture's limits and refusals (shared/contract/admin/pictures.ts), zod-free for the back office's bundle. */

export const PICTURE_FIELD = 'file';
/** The largest file taken, bytes (20 MB). */
export const PICTURE_MAX_BYTES = 20 * 1024 * 1024;
/** The most pixels a picture may have (sharp's limitInputPixels): 40 megapixels, a phone's camera and more. */
export const PICTURE_MAX_PIXELS = 40_000_000;
/** The shorter side at least, pixels: the product page shows it 800 wide on a sharp screen. */
export const PICTURE_MIN_SIDE = 800;
export const PICTURES_PER_PRODUCT = 12;

export const PICTURE_MESSAGES = {
  noFile: 'Выберите файл картинки',
  notPicture: 'Файл не похож на картинку: нужен JPEG, PNG, WebP или AVIF',
  tooLarge: 'Файл больше 20 МБ',
  tooManyPixels: 'Картинка больше 40 мегапикселей: уменьшите её',
  tooSmall: `Картинка меньше ${PICTURE_MIN_SIDE} пикселей по меньшей стороне: на странице товара она будет размытой`,
  tooMany: `У товара не больше ${PICTURES_PER_PRODUCT} картинок`,
  badUpload: 'Неверный запрос: ожидается файл в поле file (multipart/form-data)',
  pictureMissing: 'Картинка не принадлежит этому товару',
} as const;
