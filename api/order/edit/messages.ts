/** What an edit refused tells the staff (decision 048): Russian, naming the line. */
import { DomainError, notFound } from '../../http/errors';

const what = (line: { name: string; size: string }) => `«${line.name}», размер ${line.size},`;

export const editRefusals = {
  notEditable: (statusName: string) =>
    new DomainError('order_not_editable', 409, `Заказ в статусе «${statusName}»: его состав можно менять только до отправки`),
  certificates: () => new DomainError('order_edit_certificates', 409, 'В заказе подарочные сертификаты: его состав не меняется'),
  noLine: (lineId: number) => notFound(`Строки ${lineId} нет в заказе — обновите страницу заказа`),
  noOffer: () => notFound('Товар не найден'),
  offSale: (line: { name: string; size: string }) => new DomainError('order_edit_off_sale', 409, `Товар ${what(line)} больше не продаётся`),
  otherProduct: () => new DomainError('order_edit_other_product', 409, 'Размер можно заменить только на другой размер того же товара'),
  alreadyInOrder: (line: { name: string; size: string }) =>
    new DomainError('order_edit_duplicate', 409, `Товар ${what(line)} уже есть в заказе — измените количество в его строке`),
  certificateAdded: () => new DomainError('order_edit_certificates', 409, 'Подарочный сертификат нельзя добавить в оформленный заказ'),
  unchanged: () => new DomainError('order_edit_unchanged', 409, 'Состав заказа от этого не меняется: сохранять нечего'),
  empty: () =>
    new DomainError('order_edit_empty', 409, 'В заказе не останется товаров — если покупатель отказался от всего, отмените заказ'),
  overStock: (line: { name: string; size: string }, most: number) =>
    new DomainError(
      'order_edit_over_stock',
      409,
      most > 0 ? `Товара ${what(line)} можно оставить в заказе не больше ${most} шт.` : `Товар ${what(line)} закончился`,
    ),
  openPayment: () =>
    new DomainError(
      'order_edit_open_payment',
      409,
      'Покупателю уже выдана ссылка на оплату по СБП на прежнюю сумму: изменить сумму заказа можно после оплаты (разницу вернём или возьмём доплатой)',
    ),
  noDelivery: () => new DomainError('order_edit_delivery', 409, 'Способа доставки этого заказа больше нет: сумму доставки не пересчитать'),
};
