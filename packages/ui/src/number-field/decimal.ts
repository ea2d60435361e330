/*
 * Decimal numbers the way people in Brazil type them: comma for decimals, optional dots for thousands
 * ("1.234,5"). A plain dot followed by one or two digits ("12.5") is also read as a decimal point.
 */

/** Reads "12,5", "1.234,56" or "-3" into a number; empty or unreadable text gives `null`. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, "");
  if (trimmed === "" || trimmed === "-" || trimmed === ",") return null;
  let normal: string;
  if (trimmed.includes(",")) {
    normal = trimmed.replace(/\./g, "").replace(",", ".");
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(trimmed)) {
    normal = trimmed.replace(/\./g, "");
  } else {
    normal = trimmed;
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normal)) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

export type FormatDecimalOptions = {
  /** Most digits after the comma (default 2). */
  maximumFractionDigits?: number;
  /** Fewest digits after the comma (default 0). */
  minimumFractionDigits?: number;
  /** Thousands dots (default false: the result can be typed back into a NumberField). */
  grouping?: boolean;
};

/** Writes a number with a decimal comma: `formatDecimal(12.5)` → "12,5". `null` gives "". */
export function formatDecimal(value: number | null | undefined, options: FormatDecimalOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const { maximumFractionDigits = 2, minimumFractionDigits = 0, grouping = false } = options;
  return new Intl.NumberFormat("pt-BR", {
    maximumFractionDigits,
    minimumFractionDigits: Math.min(minimumFractionDigits, maximumFractionDigits),
    useGrouping: grouping,
  }).format(value);
}

/**
 * Whether `text` may stand in the field while typing: digits, at most one comma, at most `decimals`
 * digits after it, and a leading minus only when negatives are allowed.
 */
export function isTypableDecimal(
  text: string,
  { decimals, negative }: { decimals: number; negative: boolean },
) {
  const sign = negative ? "-?" : "";
  const fraction = decimals > 0 ? `(,\\d{0,${decimals}})?` : "";
  return new RegExp(`^${sign}\\d*${fraction}$`).test(text);
}
