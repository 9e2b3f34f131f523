/**
 * A link to the orders list with its filters set, as react-admin writes a list's filters in its
 * address (`?filter=` and the filters as JSON): /admin/orders?filter=%7B%22paid%22%3A%22unpaid%22%7D.
 * The list reads them back as if staff had chosen them (admin/orders/).
 */
export type ListFilter = Record<string, string | readonly string[]>;

export function ordersListPath(basename: string, filter: ListFilter): string {
  return `${basename}/orders?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}
