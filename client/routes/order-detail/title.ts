/** An order's name, in its page's title and heading (beside route.ts, which loads the page). */
export const orderTitle = (code: string) => `Заказ №${code}`;
