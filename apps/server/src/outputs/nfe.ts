// The NF-e XML attached to an MTR (issue 16): read the few fields the manifest shows and checks, with
// fast-xml-parser. Hostile input is refused before parsing: over 1 MB, not UTF-8, or with a DOCTYPE or
// entity declaration (XXE, billion laughs). Without a DOCTYPE the parser decodes only the five XML entities.
import { NFE_XML_MAX_BYTES } from "@trilha/forms/schemas";
import { loadOnce } from "../load-once";
import { formatDocument } from "./pdf";

export type NfeErrorReason = "malformed" | "not_nfe" | "invalid_key" | "too_large";

export const NFE_MESSAGES = {
  malformed: "O arquivo não é um XML válido de NF-e.",
  declarations: "O XML da NF-e não pode conter declarações DOCTYPE ou ENTITY.",
  not_nfe:
    "O arquivo não é uma NF-e: faltam a chave de acesso, o número, a série, a data de emissão ou o emitente.",
  invalid_key: "A chave de acesso da NF-e é inválida (dígito verificador não confere).",
  key_mismatch: "A chave de acesso do protocolo não confere com a da NF-e.",
  too_large: "O XML da NF-e deve ter no máximo 1 MB.",
} as const;

/** The NF-e is model 55; an NFC-e (65) has the same layout but is a consumer sale's receipt. */
const NFE_MODEL = "55";
const otherModel = (model: string) =>
  `O XML é de outro documento fiscal (modelo ${model}), não de uma NF-e (modelo ${NFE_MODEL}).`;

/** A refused NF-e: `message` is shown to the user, `reason` is for code. */
export class NfeError extends Error {
  constructor(
    readonly reason: NfeErrorReason,
    message: string = NFE_MESSAGES[reason],
  ) {
    super(message);
    this.name = "NfeError";
  }
}

export type NfeSummary = {
  /** 44 digits, check digit verified. */
  accessKey: string;
  /** nNF without leading zeros. */
  number: string;
  series: string;
  /** yyyy-MM-dd as written in dhEmi (the issuer's local date). */
  emissionDate: string;
  issuerName: string;
  /** CNPJ or CPF of the recipient (dest), digits only, or its foreign id. */
  recipientDocument?: string;
} & ({ issuerCnpj: string; issuerCpf?: undefined } | { issuerCpf: string; issuerCnpj?: undefined });

/**
 * fast-xml-parser and its parser, loaded by the first NF-e read instead of at the server's start (issue
 * 12's cold start).
 */
const xmlTools = loadOnce(() =>
  import("fast-xml-parser").then(({ XMLParser, XMLValidator }) => ({
    parser: new XMLParser(PARSER_OPTIONS),
    validator: XMLValidator,
  })),
);

const PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  // Keep every value a string: nNF, CNPJ and the key keep their zeros.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only the five XML entities (numeric references are left as written): the DOCTYPE that could add
  // others is refused before parsing.
  processEntities: true,
  htmlEntities: false,
};

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** Any markup declaration: the parser would read a DOCTYPE's internal subset and its entities. */
const DECLARATION = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const child = (node: unknown, name: string): Node | undefined => {
  const value = isNode(node) ? node[name] : undefined;
  return isNode(value) ? value : undefined;
};

const text = (node: unknown, name: string): string | undefined => {
  const value = isNode(node) ? node[name] : undefined;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, "");

/** Mod-11 check digit of the first 43 digits (weights 2..9 from the right); 10 and 11 give 0. */
export function accessKeyCheckDigit(first43: string): number {
  let sum = 0;
  for (let i = first43.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(first43[i]) * weight;
  }
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}

export function isValidAccessKey(key: string): boolean {
  return /^\d{44}$/.test(key) && accessKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
}

function decode(xml: Buffer | string): string {
  const size = typeof xml === "string" ? Buffer.byteLength(xml, "utf8") : xml.byteLength;
  if (size > NFE_XML_MAX_BYTES) throw new NfeError("too_large");
  let source: string;
  try {
    source = typeof xml === "string" ? xml : utf8.decode(xml);
  } catch {
    throw new NfeError("malformed");
  }
  source = source.replace(/^\uFEFF/, "");
  if (DECLARATION.test(source)) throw new NfeError("malformed", NFE_MESSAGES.declarations);
  return source;
}

/** Reads an NF-e, bare `<NFe>` or inside `<nfeProc>`; throws NfeError when it cannot be used. */
export async function parseNfe(xml: Buffer | string): Promise<NfeSummary> {
  const source = decode(xml);
  const { parser, validator } = await xmlTools();
  if (validator.validate(source) !== true) throw new NfeError("malformed");
  let document: unknown;
  try {
    document = parser.parse(source);
  } catch {
    throw new NfeError("malformed");
  }

  const proc = child(document, "nfeProc");
  const nfe = child(proc ?? document, "NFe");
  const infNFe = child(nfe, "infNFe");
  if (!infNFe) throw new NfeError("not_nfe");
  const ide = child(infNFe, "ide");
  const emit = child(infNFe, "emit");
  const dest = child(infNFe, "dest");

  const idKey = text(infNFe, "@_Id")?.replace(/^NFe/, "");
  const protocolKey = text(child(child(proc, "protNFe"), "infProt"), "chNFe");
  const accessKey = idKey ?? protocolKey;
  const number = text(ide, "nNF");
  const series = text(ide, "serie");
  const emittedAt = text(ide, "dhEmi") ?? text(ide, "dEmi");
  const issuerName = text(emit, "xNome");
  const issuerCnpj = text(emit, "CNPJ");
  const issuerCpf = text(emit, "CPF");
  if (!accessKey || !number || !series || !emittedAt || !issuerName || !(issuerCnpj || issuerCpf)) {
    throw new NfeError("not_nfe");
  }

  if (!isValidAccessKey(accessKey)) throw new NfeError("invalid_key");
  if (idKey && protocolKey && idKey !== protocolKey)
    throw new NfeError("invalid_key", NFE_MESSAGES.key_mismatch);
  // The key carries the model (its 21st and 22nd digits), as does <mod>: both must say 55.
  const model = text(ide, "mod");
  const keyModel = accessKey.slice(20, 22);
  if (keyModel !== NFE_MODEL || (model !== undefined && model !== NFE_MODEL))
    throw new NfeError("not_nfe", otherModel(keyModel !== NFE_MODEL ? keyModel : (model as string)));

  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(emittedAt);
  if (!date || !/^\d{1,9}$/.test(number)) throw new NfeError("not_nfe");
  if (issuerCnpj ? !/^\d{14}$/.test(issuerCnpj) : !/^\d{11}$/.test(issuerCpf ?? "")) {
    throw new NfeError("not_nfe");
  }

  const recipientDocument = text(dest, "CNPJ") ?? text(dest, "CPF") ?? text(dest, "idEstrangeiro");
  return {
    accessKey,
    number: withoutLeadingZeros(number),
    series,
    emissionDate: date[0],
    issuerName,
    ...(issuerCnpj ? { issuerCnpj } : { issuerCpf: issuerCpf as string }),
    ...(recipientDocument ? { recipientDocument } : {}),
  };
}

/** "CNPJ 11.222.333/0001-81", "CPF 123.456.789-09", or a foreign id as written. */
function namedDocument(document: string): string {
  const digits = document.replace(/[\s./-]/g, "");
  const kind = /^\d{14}$/.test(digits) ? "CNPJ " : /^\d{11}$/.test(digits) ? "CPF " : "";
  return `${kind}${formatDocument(document)}`;
}

const sameDocument = (a: string, b: string) =>
  a.replace(/[\s./-]/g, "").toUpperCase() === b.replace(/[\s./-]/g, "").toUpperCase();

/**
 * Warnings (pt-BR, by field; never refusals) where the NF-e names other parties than the output: its
 * recipient (dest) is not the destiny chosen, or its issuer (emit) is not the company. Nothing is said
 * where either side has no document to compare.
 */
export function checkNfeParties(
  summary: Pick<NfeSummary, "recipientDocument" | "issuerCnpj" | "issuerCpf">,
  parties: { destinyDocument?: string | null; companyCnpj?: string | null },
): Record<string, string> {
  const warnings: Record<string, string> = {};
  const { recipientDocument } = summary;
  const { destinyDocument, companyCnpj } = parties;
  if (recipientDocument && destinyDocument && !sameDocument(recipientDocument, destinyDocument)) {
    warnings.destiny = `O destinatário da nota fiscal (${namedDocument(recipientDocument)}) não é o destinatário escolhido (${namedDocument(destinyDocument)}).`;
  }
  const issuer = summary.issuerCnpj ?? summary.issuerCpf;
  if (issuer && companyCnpj && !sameDocument(issuer, companyCnpj)) {
    warnings.nfe_xml = `O emitente da nota fiscal (${namedDocument(issuer)}) não é a sua empresa (${namedDocument(companyCnpj)}).`;
  }
  return warnings;
}
