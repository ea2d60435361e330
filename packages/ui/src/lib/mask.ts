/*
 * Input masks for Brazilian identifiers. A pattern slot is `0` (digit), `A` (letter), `*` (letter or
 * digit); anything else is a literal the mask inserts. Raw text is what the slots hold: digits, or
 * upper-case letters and digits for plates.
 */

export const maskKinds = ["cep", "cpf", "cnpj", "phone", "plate"] as const;
export type MaskKind = (typeof maskKinds)[number];

export const maskPatterns = {
  cep: "00000-000",
  cpf: "000.000.000-00",
  cnpj: "00.000.000/0000-00",
  phoneLandline: "(00) 0000-0000",
  phoneMobile: "(00) 00000-0000",
  plateOld: "AAA-0000",
  plateMercosul: "AAA0A00",
} as const;

/** Longest masked text of each kind (the input's maxLength). */
export const maskMaxLength: Record<MaskKind, number> = {
  cep: maskPatterns.cep.length,
  cpf: maskPatterns.cpf.length,
  cnpj: maskPatterns.cnpj.length,
  phone: maskPatterns.phoneMobile.length,
  plate: maskPatterns.plateOld.length,
};

const isDigit = (c: string) => c >= "0" && c <= "9";
const isLetter = (c: string) => c >= "A" && c <= "Z";

function fits(slot: string, c: string): boolean {
  if (slot === "0") return isDigit(c);
  if (slot === "A") return isLetter(c);
  if (slot === "*") return isDigit(c) || isLetter(c);
  return false;
}

const isSlot = (p: string) => p === "0" || p === "A" || p === "*";

/**
 * Lays `chars` into `pattern`, skipping characters no slot accepts. Literals are written only when a
 * character follows them, so deleting backwards never gets stuck on a separator.
 */
export function applyPattern(pattern: string, chars: string): string {
  let out = "";
  let pending = "";
  let i = 0;
  for (const slot of pattern) {
    if (i >= chars.length) break;
    if (!isSlot(slot)) {
      pending += slot;
      continue;
    }
    while (i < chars.length && !fits(slot, chars[i]!)) i++;
    if (i >= chars.length) break;
    out += pending + chars[i];
    pending = "";
    i++;
  }
  return out;
}

/** Raw characters of any text, masked or not: digits, or letters and digits for plates. */
export function unmask(kind: MaskKind, text: string): string {
  if (kind === "plate") return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return text.replace(/\D/g, "");
}

function patternFor(kind: MaskKind, raw: string): string {
  switch (kind) {
    case "cep":
      return maskPatterns.cep;
    case "cpf":
      return maskPatterns.cpf;
    case "cnpj":
      return maskPatterns.cnpj;
    case "phone":
      // Mobile numbers have 11 digits (DDD + 9 digits); anything shorter is laid out as a landline.
      return raw.length > 10 ? maskPatterns.phoneMobile : maskPatterns.phoneLandline;
    case "plate":
      // A letter in the fifth position is the Mercosul layout; until then the old one is assumed.
      return raw.length >= 5 && isLetter(raw[4]!) ? maskPatterns.plateMercosul : maskPatterns.plateOld;
  }
}

/**
 * A phone's digits without what people write before the DDD when they paste a number: the country code
 * ('+55 11 98765-4321', '0055…', '5511987654321', '55 11 3456-7890') and the trunk prefix
 * ('011 98765-4321', '(011) 3456-7890'). Without this the mask lays '55' or '0' into the DDD and drops the
 * number's last digits. A bare '55' is dropped only where it cannot be a DDD 55 number typed one digit too
 * long: 13 digits, or 12 whose rest is a landline (2 to 5 after the DDD).
 */
function phoneDigits(text: string): string {
  const digits = unmask("phone", text);
  if (/^\s*(\+|00)\s*55/.test(text)) return digits.slice(text.trimStart().startsWith("+") ? 2 : 4);
  if (
    digits.startsWith("55") &&
    (digits.length === 13 || (digits.length === 12 && /^[2-5]$/.test(digits[4]!)))
  )
    return digits.slice(2);
  if (digits.startsWith("0") && (digits.length === 11 || digits.length === 12)) return digits.slice(1);
  return digits;
}

/** Masks any text (pasted, typed, already masked): `mask("cpf", "12345678909")` → `123.456.789-09`. */
export function mask(kind: MaskKind, text: string): string {
  const chars = kind === "phone" ? phoneDigits(text) : unmask(kind, text);
  if (kind === "plate") {
    // Plates: the fifth slot takes a letter or a digit, then the layout is chosen by what it holds.
    const laid = applyPattern("AAA0*00", chars);
    const raw = unmask("plate", laid);
    return applyPattern(patternFor("plate", raw), raw);
  }
  return applyPattern(patternFor(kind, chars), chars);
}

/** Masked text and its raw characters, as `MaskedField` reports them. */
export function maskValue(kind: MaskKind, text: string): { masked: string; raw: string } {
  const masked = mask(kind, text);
  return { masked, raw: unmask(kind, masked) };
}

/** Whether the masked text fills a whole pattern (e.g. a complete CEP of 9 characters). */
export function isMaskComplete(kind: MaskKind, masked: string): boolean {
  const raw = unmask(kind, masked);
  switch (kind) {
    case "cep":
      return raw.length === 8;
    case "cpf":
      return raw.length === 11;
    case "cnpj":
      return raw.length === 14;
    case "phone":
      return raw.length === 10 || raw.length === 11;
    case "plate":
      return raw.length === 7;
  }
}
