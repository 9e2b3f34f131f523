/** The query and page of /search/?QUERY=…&page=N: the route's keys and head and the page read them. */
export function searchOf(search: URLSearchParams): { query: string; page: number } {
  return { query: search.get('QUERY')?.trim() ?? '', page: Math.max(1, Number(search.get('page')) || 1) };
}
