import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  POSTER_REFUSALS,
  bannerBodySchema,
  bannerDataSchema,
  posterBodySchema,
  posterDataSchema,
  posterIdParamsSchema,
  posterListDataSchema,
} from '../admin/posters';

const { notFound, emptyText } = POSTER_REFUSALS;

/** Posters and the running banner (issue 24): the owner's and managers'. Every change is in the audit log. */
export const adminPosterCalls = {
  'GET /admin/posters/': {
    summary: 'Плакаты магазина, по порядку показа, каждый с видом, в котором его получает витрина',
    response: posterListDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.posters,
  },
  'GET /admin/posters/{id}/': {
    summary: 'Плакат',
    params: posterIdParamsSchema,
    response: posterDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.posters,
    refusals: { notFound },
  },
  'POST /admin/posters/': {
    summary: 'Создать плакат; HTML текста очищается при сохранении (без скриптов, обработчиков и javascript:-ссылок)',
    body: posterBodySchema,
    response: posterDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.posters,
    refusals: { emptyText },
  },
  'POST /admin/posters/{id}/': {
    summary: 'Изменить плакат или снять его с показа (active: false)',
    params: posterIdParamsSchema,
    body: posterBodySchema,
    response: posterDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.posters,
    refusals: { notFound, emptyText },
  },
  'GET /admin/banner/': {
    summary: 'Текст бегущей строки в шапке витрины',
    response: bannerDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.banner,
  },
  'POST /admin/banner/': {
    summary: 'Изменить текст бегущей строки в шапке витрины',
    body: bannerBodySchema,
    response: bannerDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.banner,
  },
} as const satisfies CallTable;
