import { today } from "@trilha/forms/schemas";
import {
  type ManifestParty,
  type ManifestToSend,
  MtrRejectedError,
  MtrUnavailableError,
  type PublicMtrSystem,
  type ReceiptDetails,
  type ReceiptLine,
  type ReferenceEntry,
  type ReferenceList,
} from "./types";

/**
 * The SINIR MTR web service and the state systems of its family, over HTTP JSON, shaped after
 * shared/reference/mtr-web-services.md: SIGOR/CETESB as SINIR at another base URL; FEAM at another base
 * URL with its own login body (`feamLoginBody`, which needs the unit's CNPJ). INEA, which takes the
 * credentials in each call's path instead of a token, is not spoken by this client. Field names of the
 * request bodies follow the family's naming; check them against the system's current manual before a
 * real deployment (they live in this file only).
 */

/** SINIR_API_URL, SINIR_USER, SINIR_PASSWORD, SINIR_UNIT (config.ts); null when unset. */
export type SinirSettings = {
  apiUrl: string | null;
  /** The user's CPF (SIGOR's `cpfCnpj`, FEAM's `usuarioCpf`). */
  user: string | null;
  password: string | null;
  /** The unit's code in the system (SIGOR's `unidade`, FEAM's `pessoaCodigo`). */
  unit: string | null;
  /** The unit's CNPJ, for a system whose login names it (FEAM's `pessoaCnpj`). */
  cnpj?: string | null;
};

/** What a login body is made of (the settings, each unset one null). */
export type Credentials = { user: string; password: string; unit: string | null; cnpj: string | null };

export type SinirClientOptions = {
  settings: SinirSettings;
  /** The system's name in messages and in its variables' names ("SINIR"; "SIGOR", "FEAM" for the states). */
  name?: string;
  /** Per request (30 s): no answer within it is a retryable error. */
  timeoutMs?: number;
  /** Milliseconds since the epoch (Date.now): decides when the token is renewed. */
  now?: () => number;
  /** How long a token lasts (1 hour) and how long before that a new one is asked for (5 min). */
  tokenLifetimeMs?: number;
  renewBeforeMs?: number;
  /** The token request's body: SIGOR's and SINIR's (`sigorLoginBody`) unless a system asks otherwise (FEAM). */
  loginBody?: (credentials: Credentials) => object;
  /** Where each reference list is read (GET), when a system names one otherwise. */
  listPaths?: Partial<Record<ReferenceList, string>>;
};

/** The family's reference lists (operation 2), read with GET; each entry `{ xxxCodigo, xxxDescricao, xxxSigla? }`. */
export const REFERENCE_LIST_PATHS: Record<ReferenceList, string> = {
  classes: "retornaListaClasse",
  units: "retornaListaUnidade",
  treatments: "retornaListaTecnologia",
  physicalStates: "retornaListaEstadoFisico",
  packagings: "retornaListaAcondicionamento",
};

type Session = { token: string; chave: string; expiresAt: number };

/** The family's answers: `retornoCodigo` 0 is success, anything else a refusal explained by `retorno`. */
type Answer = {
  retornoCodigo?: number;
  retorno?: string;
  mensagem?: string;
  message?: string;
  [field: string]: unknown;
};

type ItemAnswer = {
  codigoGerador?: string;
  manifestoNumero?: string | number;
  retornoCodigo?: number;
  retorno?: string;
};

const digits = (value: string) => value.replace(/\D/g, "");

/** SIGOR's (and SINIR's) token request: the user's CPF, the password and the unit's code. */
export const sigorLoginBody = ({ user, password, unit }: Credentials) => ({
  cpfCnpj: user,
  senha: password,
  unidade: unit ?? undefined,
});

/**
 * FEAM's token request: the unit's code and CNPJ, the user's CPF and the password (documents as digits,
 * as the family sends every CPF and CNPJ). Its answer is the family's (`token`, `chave`, `retornoCodigo`).
 */
export const feamLoginBody = ({ user, password, unit, cnpj }: Credentials) => ({
  pessoaCodigo: unit ?? undefined,
  pessoaCnpj: cnpj === null ? undefined : digits(cnpj),
  usuarioCpf: digits(user),
  senha: password,
});

const seconds = (ms: number) => (ms / 1000).toLocaleString("pt-BR", { maximumFractionDigits: 1 });

/** The system's own words, without the trailing ";" it likes ("Login com Sucesso;"). */
function explanation(answer: unknown, fallback: string): string {
  const fields = answer && typeof answer === "object" ? (answer as Answer) : {};
  const text = [fields.retorno, fields.mensagem, fields.message].find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  return text ? text.trim().replace(/;+$/, "") : fallback;
}

/** A company by its CNPJ, a person by its CPF (`cnpj` or `cpf`, digits only). */
const party = (company: ManifestParty) => ({
  [company.document.type]: digits(company.document.number),
  nome: company.name,
  endereco: company.address,
  uf: company.state,
  municipio: company.city,
  ...(company.unitCode ? { codigoUnidade: company.unitCode } : {}),
});

/**
 * Our manifest in the family's batch format. `codigoGerador` is what the system dedupes a resend by: the
 * document's platform-wide code, never its per-company number (two companies' "2026/000001" would be
 * taken for one manifest, the second answered with the first's number).
 */
export function toSinirManifest(manifest: ManifestToSend) {
  return {
    codigoGerador: manifest.code,
    dataExpedicao: manifest.issuedAt,
    nomeResponsavel: manifest.responsible,
    nomeMotorista: manifest.driverName,
    placaVeiculo: manifest.vehiclePlate.toUpperCase().replace(/[^A-Z0-9]/g, ""),
    observacoes: manifest.observations ?? "",
    gerador: party(manifest.generator),
    transportador: party(manifest.transporter),
    destinador: party(manifest.recipient),
    residuos: manifest.residues.map((residue) => ({
      codigoIbama: digits(residue.ibamaCode),
      descricao: residue.description ?? "",
      codigoClasse: residue.classCode,
      codigoUnidade: residue.unitCode,
      quantidade: residue.quantity,
      codigoAcondicionamento: residue.packagingCode,
      codigoEstadoFisico: residue.physicalStateCode,
      codigoTecnologia: residue.treatmentCode,
      // ANTT's fields of a dangerous good: the UN number, its risk class and packing group.
      ...(residue.hazard
        ? {
            numeroOnu: digits(residue.hazard.unNumber),
            classeRisco: residue.hazard.riskClass ?? "",
            grupoEmbalagem: residue.hazard.packingGroup ?? "",
          }
        : {}),
    })),
  };
}

/**
 * The first field of `entry` whose name ends with `suffix` ("tpuniCodigo" for "Codigo"), as text; never
 * the answer's own `retornoCodigo`, which some systems repeat on every entry.
 */
function fieldEndingWith(entry: Record<string, unknown>, suffix: string): string | undefined {
  const key = Object.keys(entry).find((name) => name.endsWith(suffix) && !name.startsWith("retorno"));
  const value = key === undefined ? undefined : entry[key];
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : undefined;
}

/** A reference list's entries, whichever prefix the list gives its fields (tpcla, tpuni, tipo, tpest...). */
function referenceEntries(answer: unknown): ReferenceEntry[] | undefined {
  const fields = answer && typeof answer === "object" ? (answer as Answer) : undefined;
  const list = Array.isArray(answer)
    ? answer
    : Array.isArray(fields?.objetoResposta)
      ? fields.objetoResposta
      : undefined;
  if (!list) return undefined;
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== "object") return [];
    const entry = item as Record<string, unknown>;
    const code = fieldEndingWith(entry, "Codigo");
    const description = fieldEndingWith(entry, "Descricao");
    if (!code || !description) return [];
    const abbreviation = fieldEndingWith(entry, "Sigla");
    return [{ code, description, ...(abbreviation ? { abbreviation } : {}) }];
  });
}

/** The SINIR-family client; with settings missing, every call fails permanently saying what to set. */
export function createSinirClient({
  settings,
  name = "SINIR",
  timeoutMs = 30_000,
  now = Date.now,
  tokenLifetimeMs = 60 * 60_000,
  renewBeforeMs = 5 * 60_000,
  loginBody = sigorLoginBody,
  listPaths = {},
}: SinirClientOptions): PublicMtrSystem {
  const api = settings.apiUrl?.replace(/\/+$/, "") ?? "";
  const configured = Boolean(api && settings.user && settings.password);
  let session: Session | undefined;
  let loggingIn: Promise<Session> | undefined;

  const unavailable = (message: string, cause?: unknown) =>
    new MtrUnavailableError(name, message, cause ? { cause } : undefined);
  const rejected = (what: string, detail: string, status?: number) =>
    new MtrRejectedError(name, `O ${name} recusou ${what}: ${detail}`, status);

  /** One HTTP exchange; network failures and timeouts become retryable errors, with the body read. */
  async function exchange(
    path: string,
    init: { method: "GET" | "POST"; body?: unknown; session?: Session },
  ): Promise<{ status: number; type: string; body: Buffer }> {
    try {
      const response = await fetch(`${api}/${path}`, {
        method: init.method,
        headers: {
          accept: "application/json, application/pdf",
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          ...(init.session
            ? { authorization: `Bearer ${init.session.token}`, chave: init.session.chave }
            : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get("content-type") ?? "", body };
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError")
        throw unavailable(`O ${name} não respondeu em ${seconds(timeoutMs)} s.`, error);
      throw unavailable(`Não foi possível conectar ao ${name}.`, error);
    }
  }

  const parse = (body: Buffer): unknown => {
    try {
      return JSON.parse(body.toString("utf8"));
    } catch {
      return undefined;
    }
  };

  /** The answer of a call that must succeed: 5xx/429 retryable, other 4xx and `retornoCodigo` ≠ 0 refusals. */
  function check(reply: { status: number; body: Buffer }, what: string): Answer {
    if (reply.status >= 500 || reply.status === 429)
      throw unavailable(`O ${name} está indisponível (HTTP ${reply.status}).`);
    const answer = parse(reply.body);
    if (reply.status >= 400) throw rejected(what, explanation(answer, `HTTP ${reply.status}`), reply.status);
    if (!answer || typeof answer !== "object")
      throw unavailable(`O ${name} respondeu em um formato inesperado (HTTP ${reply.status}).`);
    const fields = answer as Answer;
    if (fields.retornoCodigo !== undefined && Number(fields.retornoCodigo) !== 0)
      throw rejected(what, explanation(fields, `código ${fields.retornoCodigo}`));
    return fields;
  }

  async function login(): Promise<Session> {
    const reply = await exchange("gettoken", {
      method: "POST",
      body: loginBody({
        user: settings.user!,
        password: settings.password!,
        unit: settings.unit,
        cnpj: settings.cnpj ?? null,
      }),
    });
    const answer = check(reply, "o acesso");
    if (typeof answer.token !== "string" || answer.token === "")
      throw rejected("o acesso", explanation(answer, "nenhum token foi devolvido"));
    return {
      token: answer.token,
      chave: typeof answer.chave === "string" ? answer.chave : "",
      expiresAt: now() + tokenLifetimeMs,
    };
  }

  /** The cached token while it has more than `renewBeforeMs` left; one login at a time otherwise. */
  async function currentSession(): Promise<Session> {
    if (session && now() < session.expiresAt - renewBeforeMs) return session;
    loggingIn ??= login().finally(() => {
      loggingIn = undefined;
    });
    session = await loggingIn;
    return session;
  }

  /** An authenticated call; a 401 (token revoked or expired early) logs in again once. */
  async function call(path: string, init: { method: "GET" | "POST"; body?: unknown }) {
    if (!configured)
      throw new MtrRejectedError(
        name,
        // Shown on the document to its company's users, who cannot set the server's variables
        // (${name}_API_URL, ${name}_USER, ${name}_PASSWORD: README, .env.example): what they can do.
        `Integração com o ${name} não configurada nesta instalação do Trilha. Peça ao suporte que a configure e depois use Reenviar ao ${name}.`,
      );
    const used = await currentSession();
    const reply = await exchange(path, { ...init, session: used });
    if (reply.status !== 401) return reply;
    if (session === used) session = undefined;
    return exchange(path, { ...init, session: await currentSession() });
  }

  /** The entry of a batch answer about one item (by our code or number), or the only one. */
  function item(answer: Answer, matches: (entry: ItemAnswer) => boolean): ItemAnswer | undefined {
    const list = Array.isArray(answer.objetoResposta) ? (answer.objetoResposta as ItemAnswer[]) : [];
    return list.find(matches) ?? (list.length === 1 ? list[0] : undefined);
  }

  return {
    name,

    async send(manifest) {
      const what = "o manifesto";
      const answer = check(
        await call("salvarManifestoLote", {
          method: "POST",
          body: { manifestos: [toSinirManifest(manifest)] },
        }),
        what,
      );
      const entry = item(answer, (candidate) => candidate.codigoGerador === manifest.code);
      // Already saved under our code (a resend after a lost answer): the system answers the existing number.
      if (entry?.manifestoNumero !== undefined && entry.manifestoNumero !== "")
        return { externalNumber: String(entry.manifestoNumero) };
      if (entry && Number(entry.retornoCodigo ?? 0) !== 0)
        throw rejected(what, explanation(entry, `código ${entry.retornoCodigo}`));
      throw unavailable(`O ${name} não devolveu o número do manifesto ${manifest.platformNumber}.`);
    },

    async receive(externalNumber, lines: ReceiptLine[], details: ReceiptDetails = {}) {
      const what = `o recebimento do manifesto ${externalNumber}`;
      const answer = check(
        await call("receberManifestoLote", {
          method: "POST",
          body: {
            manifestos: [
              {
                manifestoNumero: externalNumber,
                dataRecebimento: details.receivedAt ?? today(new Date(now())),
                nomeResponsavelRecebimento: details.responsible ?? "",
                observacoes: details.observations ?? "",
                residuos: lines.map((line) => ({
                  codigoIbama: digits(line.ibamaCode),
                  quantidadeRecebida: line.quantity,
                  codigoUnidade: line.unitCode,
                })),
              },
            ],
          },
        }),
        what,
      );
      const entry = item(answer, (candidate) => String(candidate.manifestoNumero) === externalNumber);
      if (entry && Number(entry.retornoCodigo ?? 0) !== 0)
        throw rejected(what, explanation(entry, `código ${entry.retornoCodigo}`));
    },

    async cancel(externalNumber, justification) {
      check(
        await call("cancelarManifesto", {
          method: "POST",
          body: { manifestoNumero: externalNumber, justificativa: justification },
        }),
        `o cancelamento do manifesto ${externalNumber}`,
      );
    },

    async issueCdf(externalNumbers) {
      const what = "a emissão do CDF";
      const answer = check(
        await call("emiteCDF", { method: "POST", body: { manifestos: externalNumbers } }),
        what,
      );
      const number = answer.cdfNumero;
      if (typeof number !== "string" && typeof number !== "number")
        throw unavailable(`O ${name} não devolveu o número do CDF.`);
      return { cdfNumber: String(number) };
    },

    async downloadPdf(externalNumber) {
      const reply = await call(`downloadManifesto/${encodeURIComponent(externalNumber)}`, { method: "GET" });
      if (reply.status === 200 && reply.body.subarray(0, 5).toString("latin1") === "%PDF-") return reply.body;
      check(reply, `o download do manifesto ${externalNumber}`);
      throw unavailable(`O ${name} não devolveu o PDF do manifesto ${externalNumber}.`);
    },

    async referenceList(list) {
      const path = listPaths[list] ?? REFERENCE_LIST_PATHS[list];
      const reply = await call(path, { method: "GET" });
      // A bare array passes `check` (no retornoCodigo); an envelope carries it in objetoResposta.
      const entries = referenceEntries(check(reply, `a consulta da lista ${path}`));
      if (!entries) throw unavailable(`O ${name} respondeu à lista ${path} em um formato inesperado.`);
      return entries;
    },
  };
}
