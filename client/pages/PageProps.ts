/** What every page receives: the route's parameters, matched by shared/routes `matchRoute`. */
export interface PageProps {
  params: Record<string, string>;
}
