import styles from "../../packages/ui/src/styles.css?raw";

/** The design tokens, read from @trilha/ui's styles.css: the pages show what the components really use. */
export type Token = { name: string; value: string };

function declarations(block: string): Token[] {
  return [...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name = "", value = ""]) => ({
    name,
    value: value.trim(),
  }));
}

/**
 * The body of the rule whose selector list ends with `selector` (`@theme {`, `[data-theme="blue"] {`), up to
 * its `}` (these rules hold no nested blocks). Mentions elsewhere, as in `@custom-variant`, do not count.
 */
function ruleBody(selector: string): string {
  const start = styles.indexOf(`${selector} {`);
  if (start < 0) return "";
  const open = styles.indexOf("{", start);
  return styles.slice(open + 1, styles.indexOf("}", open));
}

/** Every `--name: value` of the `@theme` block. */
export const tokens: Token[] = declarations(ruleBody("@theme"));

export const byPrefix = (prefix: string) => tokens.filter((t) => t.name.startsWith(prefix));

export const colorOf = (name: string) => tokens.find((t) => t.name === `color-${name}`)?.value ?? "";

/** The colour tokens in the groups a designer thinks in; any token left out lands in "Outras". */
const GROUPS: [title: string, description: string, names: string[]][] = [
  [
    "Marca",
    "Verde Trilha e o verde secundário; `on-*` é o texto sobre eles.",
    ["primary", "primary-dark", "primary-light", "on-primary", "secondary", "secondary-dark", "on-secondary"],
  ],
  [
    "Retorno",
    "Erro, informação, aviso e sucesso, cada um com o tom claro de fundo.",
    ["error", "error-light", "info", "info-light", "warning", "warning-light", "success", "success-light"],
  ],
  [
    "Superfícies e texto",
    "Fundos, bordas e as duas cores de texto.",
    ["surface", "surface-muted", "border", "text", "text-muted"],
  ],
];

export const colorGroups = (() => {
  const grouped = new Set(GROUPS.flatMap(([, , names]) => names));
  const others = byPrefix("color-")
    .map((t) => t.name.slice("color-".length))
    .filter((name) => !grouped.has(name));
  return others.length
    ? [...GROUPS, ["Outras", "Tokens ainda sem grupo.", others] as (typeof GROUPS)[number]]
    : GROUPS;
})();

/** The login themes' variables (`:root` is the default theme) as `{ theme: { variable: value } }`. */
export const authThemes: Record<string, Token[]> = {
  default: declarations(ruleBody('[data-theme="default"]')),
  blue: declarations(ruleBody('[data-theme="blue"]')),
  yellow: declarations(ruleBody('[data-theme="yellow"]')),
};

/** A variable's value with `var(--color-x)` replaced by the token's hex, for swatches. */
export const resolveValue = (value: string) =>
  value.replace(/var\(--color-([\w-]+)\)/g, (_, name: string) => colorOf(name) || name);
