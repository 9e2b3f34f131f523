import type { AuditAction, AuditObject } from '../../shared/contract/admin/audit-actions';
import type { AuditEntry } from '../contract-types';

/**
 * The audit log's actions and objects in the staff's words. The api records them as short codes
 * (api/admin/audit/); one the list does not know yet is shown as recorded.
 */
const ACTIONS: Readonly<Record<AuditAction, string>> = {
  'staff.create': 'Добавлен сотрудник',
  'staff.update': 'Изменён сотрудник',
  'staff.reset': 'Выдан новый пароль',
  'staff.enrol': 'Подключён второй фактор',
  'staff.recovery-code': 'Вход по коду восстановления',
  'staff.password': 'Изменён пароль',
  'order.status': 'Изменён статус заказа',
  'order.edit': 'Изменён состав заказа',
  'order.refund': 'Возврат денег покупателю',
  'order.handover': 'Заказ передан перевозчику',
  'customer.note': 'Изменена заметка о покупателе',
  'section.create': 'Добавлен раздел',
  'section.update': 'Изменён раздел',
  'section.move': 'Раздел передвинут',
  'section.delete': 'Удалён раздел',
  'product.create': 'Добавлен товар',
  'product.update': 'Изменён товар',
  'product.sizes': 'Изменены размеры товара',
  'product.picture-add': 'Загружена картинка товара',
  'product.pictures': 'Изменены картинки товара',
  'coupon.create': 'Создан промокод',
  'coupon.update': 'Изменён промокод',
  'poster.create': 'Создан плакат',
  'poster.update': 'Изменён плакат',
  'banner.update': 'Изменена бегущая строка',
  'delivery.method': 'Изменена цена доставки',
  'delivery.point-add': 'Добавлен пункт выдачи',
  'delivery.point-edit': 'Изменён пункт выдачи',
  'certificate.block': 'Заблокирован сертификат',
  'certificate.reissue': 'Перевыпущен сертификат',
  'offer.low-stock-threshold': 'Изменён порог остатка',
  'offer.import': 'Загружен файл остатков и цен',
  'offer.numbers': 'Изменены остаток или цена размера',
};

const OBJECTS: Readonly<Record<AuditObject, string>> = {
  staff: 'Сотрудник',
  order: 'Заказ',
  customer: 'Покупатель',
  section: 'Раздел',
  product: 'Товар',
  coupon: 'Промокод',
  poster: 'Плакат',
  banner: 'Бегущая строка',
  'delivery-method': 'Способ доставки',
  'pickup-point': 'Пункт выдачи',
  certificate: 'Сертификат',
  offer: 'Размер товара',
};

export const actionName = (entry: AuditEntry): string => (ACTIONS as Record<string, string>)[entry.action] ?? entry.action;

export const objectName = (entry: AuditEntry): string =>
  `${(OBJECTS as Record<string, string>)[entry.object] ?? entry.object}${entry.objectId ? ` № ${entry.objectId}` : ''}`;
