import { matchRoutes, type RouteObject, type UIMatch } from "react-router-dom";
import { paths } from "../routes/paths";
import type { RouteHandle } from "../routes/title";

export type Crumb = { label: string; href?: string };

const titleOf = (handle: unknown) => (handle as RouteHandle | undefined)?.title;

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
  const page = matches.map((match) => titleOf(match.handle)).findLast(Boolean);
  const items: Crumb[] = [{ label: home, href: paths.dashboard }];
  const section = /^\/[^/]+(?=\/.)/.exec(pathname)?.[0];
  const sectionRoute = section ? matchRoutes(routes, section)?.at(-1)?.route : undefined;
  const sectionTitle = sectionRoute?.path === "*" ? undefined : titleOf(sectionRoute?.handle);
  if (section && sectionTitle && sectionTitle !== page) items.push({ label: sectionTitle, href: section });
  if (page && pathname !== paths.dashboard) items.push({ label: page });
  return items;
}
