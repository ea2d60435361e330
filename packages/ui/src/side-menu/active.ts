/** A link of the side menu. `hiddenPaths` highlight it without being listed (e.g. "/prestadores/cadastro"). */
export type SideMenuLink = {
  label: string;
  path: string;
  hiddenPaths?: readonly string[];
};

/** What the highlight rule needs to know about a top-level entry (a link, a group or a disabled item). */
export type SideMenuMatchable = {
  path?: string;
  hiddenPaths?: readonly string[];
  items?: readonly SideMenuLink[];
  disabled?: boolean;
};

function decode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function normalise(path: string) {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? "";
  const trimmed = withoutQuery.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Whether `currentPath` is `pattern`. Equality, not prefix: "/saidas" does not light up on "/saidas/cadastro"
 * unless that path is declared. A `:name` segment matches any one segment ("/prestadores/edicao/:id").
 */
export function pathMatches(pattern: string, currentPath: string) {
  const want = normalise(pattern).split("/");
  const have = normalise(currentPath).split("/");
  if (want.length !== have.length) return false;
  return want.every((segment, index) => {
    const actual = have[index] ?? "";
    return segment.startsWith(":") ? actual !== "" : segment === decode(actual);
  });
}

function linkMatches(link: { path?: string; hiddenPaths?: readonly string[] }, currentPath: string) {
  const paths = [link.path, ...(link.hiddenPaths ?? [])].filter((p): p is string => Boolean(p));
  return paths.some((pattern) => pathMatches(pattern, currentPath));
}

/** The spec's rule: an entry is highlighted when the path equals its path, a sub-item's path or a hidden path. */
export function isSideMenuItemActive(item: SideMenuMatchable, currentPath: string): boolean {
  if (item.disabled) return false;
  if (linkMatches(item, currentPath)) return true;
  return (item.items ?? []).some((sub) => linkMatches(sub, currentPath));
}

/** Whether a sub-item of a group is the current one (its own path or its hidden paths). */
export function isSideMenuLinkActive(link: SideMenuLink, currentPath: string) {
  return linkMatches(link, currentPath);
}
