/** What a shopper reads for an order that is not there or not theirs (the order and payment back-ends alike). */
export const ORDER_NOT_FOUND = 'Заказ не найден';
