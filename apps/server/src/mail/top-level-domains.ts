import { createRequire } from "node:module";
import { domainToUnicode } from "node:url";

/**
 * Every top-level domain of the root zone, from the `tlds` package (IANA's list, kept up to date by its
 * maintainers; internationalised ones in their Unicode form, "рф"). Mail clients make a host written
 * without a scheme a link only when it ends in one of these ("trilha.com.br", not "Dr.João").
 */
let domains: ReadonlySet<string> | undefined;

/** The package is a JSON file, which an ES module can only import with an attribute: required instead. */
function rootZone(): ReadonlySet<string> {
  domains ??= new Set(createRequire(import.meta.url)("tlds") as string[]);
  return domains;
}

/** True when `label` (any case, Unicode or punycode "xn--p1ai") is a top-level domain of the root zone. */
export function isTopLevelDomain(label: string): boolean {
  const lower = label.toLowerCase();
  const zone = rootZone();
  return zone.has(lower) || (lower.startsWith("xn--") && zone.has(domainToUnicode(lower)));
}
