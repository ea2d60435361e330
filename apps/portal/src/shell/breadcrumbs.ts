import { matchRoutes, type RouteObject, type UIMatch } from "react-router-dom";
import { paths } from "../routes/paths";
import type { RouteHandle } from "../routes/title";

export type Crumb = { label: string; href?: string };

const titleOf = (match: { route: RouteObject } | { handle: unknown }) =>
  ("route" in match ? match.route.handle : match.handle) as RouteHandle | undefined;

/**
 * Início › [the section] › the page: a page under a section's address (/prestadores/edicao/7,
 * /saidas/cadastro) links back to the section's own page (/prestadores, /saidas) by that page's title,
 * so a user deep in a form sees where they are and returns in one click. The dashboard is Início itself.
 */
export function breadcrumbItems(
  pathname: string,
  matches: readonly Pick<UIMatch, "handle">[],
  routes: RouteObject[],
  home: string,
): Crumb[] {
  const page = [...matches]
    .reverse()
    .map(titleOf)
    .find((handle) => handle?.title)?.title;
  const items: Crumb[] = [{ label: home, href: paths.dashboard }];
  const section = /^\/[^/]+(?=\/.)/.exec(pathname)?.[0];
  if (section) {
    const found = matchRoutes(routes, section) ?? [];
    const last = found.at(-1);
    const title = last && last.route.path !== "*" ? titleOf(last)?.title : undefined;
    if (title && title !== page) items.push({ label: title, href: section });
  }
  if (page && pathname !== paths.dashboard) items.push({ label: page });
  return items;
}
