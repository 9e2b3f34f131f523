import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  passwordDataSchema,
  staffCreateBodySchema,
  staffCreateDataSchema,
  staffDataSchema,
  staffIdParamsSchema,
  staffListDataSchema,
  staffUpdateBodySchema,
} from '../admin/staff';

const emailTaken = { status: 409, field: 'email', message: 'Сотрудник с такой почтой уже есть' } as const;
const notFound = { status: 404, message: 'Сотрудник не найден' } as const;
const self = { status: 409, message: 'Свою роль, активность и пароль меняет другой владелец' } as const;

/** Staff management, the owner's (docs/decisions/044). Every change is in the audit log. */
export const adminStaffCalls = {
  'GET /admin/staff/': {
    summary: 'Сотрудники',
    response: staffListDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.staff,
  },
  'POST /admin/staff/': {
    summary: 'Добавить сотрудника; в ответе — одноразовый пароль, он показывается один раз',
    body: staffCreateBodySchema,
    response: staffCreateDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.staff,
    refusals: { emailTaken },
  },
  'POST /admin/staff/{id}/': {
    summary: 'Изменить имя, роль или активность сотрудника (отключённый выходит из панели)',
    params: staffIdParamsSchema,
    body: staffUpdateBodySchema,
    response: staffDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.staff,
    refusals: { notFound, self },
  },
  'POST /admin/staff/{id}/reset/': {
    summary: 'Новый одноразовый пароль сотрудника; TOTP сброшен, его сессии закрыты',
    params: staffIdParamsSchema,
    response: passwordDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.staff,
    refusals: { notFound, self },
  },
} as const satisfies CallTable;
