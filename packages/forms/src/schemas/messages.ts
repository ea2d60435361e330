/**
 * Default pt-BR messages. `{label}` is replaced by the field's label when the error is built;
 * `${path}` and `${reference}` are the spec's placeholders for the equal-to-field rule.
 * Every other `{name}` is filled from the failing rule's parameters.
 */
export const defaultMessages = {
  required: "O campo {label} é obrigatório.",
  invalid: "O campo {label} é inválido.",
  text: "O campo {label} deve ser um texto.",
  minLength: "O campo {label} deve ter no mínimo {min} caracteres.",
  maxLength: "O campo {label} deve ter no máximo {max} caracteres.",
  email: "E-mail digitado não é valido!",
  url: "O campo {label} deve ser um endereço web válido (http:// ou https://).",
  numeric: "O campo {label} deve conter apenas números.",
  number: "O campo {label} deve ser um número.",
  integer: "O campo {label} deve ser um número inteiro.",
  min: "O campo {label} deve ser maior ou igual a {min}.",
  max: "O campo {label} deve ser menor ou igual a {max}.",
  step: "O campo {label} deve ser um múltiplo de {step}.",
  decimals: "O campo {label} deve ter no máximo {decimals} casas decimais.",
  date: "O campo {label} deve ser uma data válida no formato dd/mm/aaaa.",
  minDate: "O campo {label} deve ser uma data igual ou posterior a {min}.",
  maxDate: "O campo {label} deve ser uma data igual ou anterior a {max}.",
  pastDate: "O campo {label} não pode ser uma data futura.",
  todayOrFuture: "O campo {label} não pode ser uma data passada.",
  minItems: "O campo {label} deve ter pelo menos {min} {items}.",
  maxItems: "O campo {label} deve ter no máximo {max} {items}.",
  choice: "Selecione uma opção válida para o campo {label}.",
  boolean: "O campo {label} deve ser marcado ou desmarcado.",
  accepted: "O campo {label} precisa ser aceito.",
  document: "{label} não possui um formato válido",
  file: "O campo {label} deve conter um arquivo.",
  fileType: "O campo {label} aceita apenas arquivos {types}.",
  fileSize: "O arquivo do campo {label} deve ter no máximo {size}.",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the spec writes this message with ${path} and ${reference}
  equalTo: "${path} precisa ser igual à ${reference}",
  form: "Os dados enviados são inválidos.",
} as const;

export type MessageKey = keyof typeof defaultMessages;
/** Per-field overrides of the default messages. */
export type Messages = Partial<Record<MessageKey, string>>;

export type Params = Record<string, string | number>;

/**
 * Fills `{name}` placeholders from params, leaving `{label}` for the engine. A number is written as pt-BR
 * users read it (`formatNumber`: 1000 → "1.000", 0.5 → "0,5"), so no message prints "1000".
 */
export function fillParams(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    return name === "label" || value === undefined
      ? match
      : typeof value === "number"
        ? formatNumber(value)
        : value;
  });
}

export function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** "2026-11-21" → "21/11/2026", the format users read dates in. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/**
 * 1000 → "1.000", 999999999999.99 → "999.999.999.999,99", 0.5 → "0,5": a number as users read it in a
 * message, thousands dots and every decimal it has (the messages' one pt-BR number format, built once;
 * its `format` is bound to it).
 */
export const formatNumber: (value: number) => string = /* @__PURE__ */ new Intl.NumberFormat("pt-BR", {
  maximumFractionDigits: 20,
}).format;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(Number((bytes / (1024 * 1024)).toFixed(1)))} MB`;
  // Under 1024: never a thousands dot.
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
