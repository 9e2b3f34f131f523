import type { AuditEntry } from '../contract-types';

/**
 * The audit log's actions and objects in the staff's words. The api records them as short codes
 * (api/admin/audit/); one the list does not know yet is shown as recorded.
 */
const ACTIONS: Readonly<Record<string, string>> = {
  'staff.create': 'Добавлен сотрудник',
  'staff.update': 'Изменён сотрудник',
  'staff.reset': 'Выдан новый пароль',
  'staff.enrol': 'Подключён второй фактор',
  'staff.recovery-code': 'Вход по коду восстановления',
  'staff.password': 'Изменён пароль',
};

const OBJECTS: Readonly<Record<string, string>> = {
  staff: 'Сотрудник',
  order: 'Заказ',
  customer: 'Покупатель',
};

export const actionName = (entry: AuditEntry): string => ACTIONS[entry.action] ?? entry.action;

export const objectName = (entry: AuditEntry): string =>
  `${OBJECTS[entry.object] ?? entry.object}${entry.objectId ? ` № ${entry.objectId}` : ''}`;
