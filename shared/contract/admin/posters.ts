import { z } from 'zod';
import { typedText } from '../input';
import { posterSchema } from '../data';

/**
 * Promo posters and the running banner in the back office (issue 24): every field of spec §3
 * (picture, HTML text, link, SHOW_IN, HIDE_IN, DELAY) plus start and end. The text is sanitized on
 * save (api/content/sanitize.ts); the answer carries the poster as the storefront receives it.
 */

const NAME_MAX = 100;
const TEXT_MAX = 5000;
const PATHS_MAX = 50;
export const BANNER_MAX = 300;

/** A page of the storefront as SHOW_IN/HIDE_IN name it: '/', '/catalog/boys/', '/personal/*'. */
const pagePath = typedText('Адрес страницы: ожидается строка', 'Адрес страницы')
  .trim()
  .max(200, 'Адрес страницы — не длиннее 200 символов')
  .regex(/^\/([A-Za-z0-9_\-.][A-Za-z0-9_\-./]*)?\*?$/u, 'Адрес страницы — путь на сайте магазина, например /catalog/ или /personal/*');

const paths = (what: string) =>
  z.array(pagePath, { error: `${what}: ожидается список адресов` }).max(PATHS_MAX, `${what}: не больше ${PATHS_MAX} адресов`);

/**
 * A picture of the shop's own: a path under /images/ or /media/ (the pictures' upload answers one),
 * never another site's address, which the shop's CSP would block and a shopper's browser would fetch.
 */
const picturePath = typedText('Картинка: ожидается адрес', 'Картинка')
  .trim()
  .max(300, 'Картинка: слишком длинный адрес')
  .regex(
    /^\/(images|media)\/[A-Za-z0-9_\-./]+\.(svg|png|jpe?g|webp|avif)$/u,
    'Картинка — файл магазина: /images/… или /media/… (svg, png, jpg, webp)',
  )
  .refine((path) => !path.includes('..'), 'Картинка — файл магазина: /images/… или /media/… (svg, png, jpg, webp)')
  .nullable();

/** The button's address: the shop's own page or an http(s) address. */
const linkHref = typedText('Ссылка: ожидается адрес', 'Ссылка')
  .trim()
  .max(500, 'Ссылка — не длиннее 500 символов')
  .regex(/^(\/([^\s/\\]\S*)?|https?:\/\/\S*)$/u, 'Ссылка — страница магазина (/…) или адрес https://…');

const momentField = (what: string) => z.iso.datetime({ offset: true, error: `${what}: ожидается дата и время` }).nullable();

export const posterBodySchema = z
  .object({
    name: typedText('Укажите название плаката', 'Название')
      .trim()
      .min(1, 'Укажите название плаката')
      .max(NAME_MAX, `Название — не длиннее ${NAME_MAX} символов`),
    type: z.enum(['IMAGE', 'HTML'], { error: 'Вид плаката: картинка или текст (IMAGE, HTML)' }),
    picture: picturePath,
    /** HTML; sanitized on save. */
    text: typedText('Текст: ожидается строка', 'Текст').max(TEXT_MAX, `Текст — не длиннее ${TEXT_MAX} символов`).nullable(),
    link: z
      .object({
        href: linkHref,
        target: z.enum(['_self', '_blank'], { error: 'Где открыть ссылку: _self или _blank' }),
        text: typedText('Текст кнопки: ожидается строка', 'Текст кнопки')
          .trim()
          .min(1, 'Укажите текст кнопки')
          .max(60, 'Текст кнопки — не длиннее 60 символов'),
      })
      .nullable(),
    showIn: paths('Показывать на'),
    hideIn: paths('Не показывать на'),
    delayMinutes: z
      .number({ error: 'Пауза: ожидается число минут' })
      .int('Пауза — целое число минут')
      .min(0, 'Пауза не может быть отрицательной')
      .max(525_600, 'Пауза — не больше года'),
    active: z.boolean({ error: 'Активность: ожидается true или false' }),
    startsAt: momentField('Начало показа'),
    endsAt: momentField('Конец показа'),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'IMAGE' && body.picture === null) {
      ctx.addIssue({ code: 'custom', path: ['picture'], message: 'Плакату-картинке нужна картинка' });
    }
    if (body.type === 'HTML' && body.picture === null && (body.text ?? '').trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Плакату нужен текст или картинка' });
    }
    if (body.startsAt && body.endsAt && Date.parse(body.startsAt) >= Date.parse(body.endsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Конец показа должен быть позже начала' });
    }
  });
export type PosterBody = z.infer<typeof posterBodySchema>;

export const posterIdParamsSchema = z.object({
  id: z
    .string({ error: 'Плакат: ожидается номер' })
    .regex(/^[0-9]{1,9}$/, 'Плакат: неверный номер')
    .transform(Number),
});

/** A poster as the back office edits it, and `preview`: exactly what the storefront receives. */
export const adminPosterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(['IMAGE', 'HTML']),
    picture: z.string().nullable(),
    text: z.string().nullable(),
    link: z.object({ href: z.string(), target: z.enum(['_self', '_blank']), text: z.string() }).nullable(),
    showIn: z.array(z.string()),
    hideIn: z.array(z.string()),
    delayMinutes: z.number().int(),
    active: z.boolean(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    preview: posterSchema,
  })
  .meta({ id: 'AdminPoster' });
export type AdminPoster = z.infer<typeof adminPosterSchema>;

export const posterListDataSchema = z.object({ items: z.array(adminPosterSchema), next: z.null() });
export const posterDataSchema = z.object({ poster: adminPosterSchema });

export const bannerBodySchema = z.object({
  text: typedText('Укажите текст бегущей строки', 'Бегущая строка')
    .trim()
    .min(1, 'Укажите текст бегущей строки')
    .max(BANNER_MAX, `Бегущая строка — не длиннее ${BANNER_MAX} символов`)
    .refine((text) => !/[\r\n]/u.test(text), 'Бегущая строка — одна строка'),
});
export type BannerBody = z.infer<typeof bannerBodySchema>;
export const bannerDataSchema = z.object({ text: z.string() });

export const POSTER_REFUSALS = {
  notFound: { status: 404, message: 'Плакат не найден' },
  /** Sanitizing left nothing of an HTML poster's text, and it has no picture. */
  emptyText: { status: 409, field: 'text', message: 'После очистки от скриптов и стилей в тексте ничего не осталось' },
} as const;
