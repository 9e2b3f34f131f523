/** The order code of /personal/orders/{order_code}/ and /personal/order/{order_code}/sbp/. */
export function orderCodeParams({ orderCode }: Readonly<Record<string, string | undefined>>): { code: string } | null {
  return orderCode ? { code: orderCode } : null;
}
