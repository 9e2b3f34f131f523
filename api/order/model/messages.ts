/** What a shopper reads for an order that is not there or not theirs (the order and payment back-ends alike). */
export const ORDER_NOT_FOUND = 'Заказ не найден';

/** The basket changed (another tab) each time the placement had its delivery priced: nothing was placed. */
export const BASKET_CHANGED_WHILE_PRICED = 'Корзина изменилась, пока считалась доставка. Проверьте её и оформите заказ ещё раз';
