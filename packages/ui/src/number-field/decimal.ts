/*
 * Decimal numbers the way people in Brazil type them: comma for decimals, optional dots for thousands
 * ("1.234,5"). Without a comma, dots in groups of three are thousands ("1.000" is 1000, "1.234" is 1234)
 * and any other lone dot is a decimal point ("12.5", "1.5": a keypad without a comma). This is the
 * rule for what people type; canonical numbers a program wrote ("1.234" for 1.234) are @trilha/forms'
 * `parseDecimal`'s, so typed text is read here and handed on as a number.
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
 * Whether `text` may stand in the field while typing: digits, thousands dots in groups of three
 * ("1.000,50", "1.000"), at most one comma with at most `decimals` digits after it, or one dot standing
 * for the comma where it cannot be a thousands dot ("1.5", typed on a keypad that has no comma), and a
 * leading minus only when negatives are allowed. What it reads as is `parseDecimal`'s rule.
 */
export function isTypableDecimal(
  text: string,
  { decimals, negative }: { decimals: number; negative: boolean },
) {
  const sign = negative ? "-?" : "";
  // Whole part with thousands dots ("1.000", "12.345.") or without ("1000").
  const grouped = "(\\d{1,3}(\\.\\d{3})*(\\.\\d{0,3})?|\\d*)";
  const comma = decimals > 0 ? `(,\\d{0,${decimals}})?` : "";
  if (new RegExp(`^${sign}${grouped}${comma}$`).test(text)) {
    // A comma closes the whole part: its last group must be complete ("1.00,5" is refused).
    return !/\.\d{0,2},/.test(text);
  }
  // A lone dot as the decimal point ("1.5", "12.25").
  return decimals > 0 && new RegExp(`^${sign}\\d*\\.\\d{0,${decimals}}$`).test(text);
}
