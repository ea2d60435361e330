import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * A local stand-in of the SINIR MTR web service (and its state family) on 127.0.0.1, for tests and e2e
 * runs: gettoken (a JWT-like token valid 1 hour and a `chave`; SIGOR's login body, or FEAM's with
 * `login: "feam"`); the reference lists (retornaListaClasse, retornaListaUnidade, retornaListaTecnologia,
 * retornaListaEstadoFisico, retornaListaAcondicionamento);
 * salvarManifestoLote (numbers each manifest, the same number again for a generator's code it already
 * has, whoever's manifest it was; refuses a residue whose class, unit, packaging, physical state or
 * technology is not a code of its lists, a party without a valid CNPJ or CPF, a UN number without its
 * risk class); receberManifestoLote (the received quantity of each of the manifest's residues, in a unit
 * code of its list), cancelarManifesto (only a saved one, with a justification), emiteCDF (only over
 * received manifests) and downloadManifesto (a small valid PDF). Switches make it answer an error, hang,
 * or stop listening, to exercise retries.
 *
 * Run alone: `pnpm exec tsx apps/server/test/support/mtr-stand-in.ts` (PORT, SINIR_USER, SINIR_PASSWORD).
 */

export type StandInManifest = {
  number: string;
  generatorCode: string;
  status: "Salvo" | "Recebido" | "Cancelado";
  body: Record<string, unknown>;
  /** The receipt's entry as received (`dataRecebimento`, `residuos` with `quantidadeRecebida`...). */
  received?: Record<string, unknown>;
  cancelJustification?: string;
  /** The CDF issued over it. */
  cdf?: string;
};

/** One entry of a reference list, with the family's field names (`tpclaCodigo`, `tipoDescricao`...). */
export type StandInEntry = Record<string, string | number>;
export type StandInList = "classes" | "units" | "treatments" | "physicalStates" | "packagings";

/** Each list's path and the prefix of its fields (from shared/reference/mtr-web-services.md). */
const LISTS: Record<StandInList, { path: string; prefix: string }> = {
  classes: { path: "/retornaListaClasse", prefix: "tpcla" },
  units: { path: "/retornaListaUnidade", prefix: "tpuni" },
  treatments: { path: "/retornaListaTecnologia", prefix: "tipo" },
  physicalStates: { path: "/retornaListaEstadoFisico", prefix: "tpest" },
  packagings: { path: "/retornaListaAcondicionamento", prefix: "tipo" },
};

/** Each entry as the family answers it, its `retornoCodigo` first (some systems repeat it per entry). */
const entries = (prefix: string, rows: [number, string, string?][]): StandInEntry[] =>
  rows.map(([code, description, abbreviation]) => ({
    retornoCodigo: 0,
    [`${prefix}Codigo`]: code,
    [`${prefix}Descricao`]: description,
    ...(abbreviation ? { [`${prefix}Sigla`]: abbreviation } : {}),
  }));

/**
 * The lists the stand-in answers unless told otherwise: written as the systems write them (their own
 * capitals), with some of the platform's options missing ("Contêiner", "Tonel", "Semissólido").
 */
export function defaultStandInLists(): Record<StandInList, StandInEntry[]> {
  return {
    classes: entries("tpcla", [
      [1, "Classe I", "I"],
      [2, "Classe II A", "IIA"],
      [3, "Classe II B", "IIB"],
    ]),
    units: entries("tpuni", [
      [1, "Metro Cúbico", "m³"],
      [2, "Litro", "L"],
      [3, "Tonelada", "t"],
      [4, "Quilograma", "kg"],
      [5, "Unidade", "un"],
    ]),
    treatments: entries("tipo", [
      [11, "Reciclagem de Materiais"],
      [12, "Rerrefino de Óleo Lubrificante"],
      [13, "Recuperação de Metais"],
      [21, "Compostagem"],
      [22, "Biodigestão"],
      [25, "Incineração"],
      [26, "Coprocessamento em Forno de Clínquer"],
      [31, "Aterro Classe I"],
      [32, "Aterro Classe IIA e IIB"],
      [33, "Aterro Sanitário"],
    ]),
    physicalStates: entries("tpest", [
      [1, "Sólido"],
      [2, "Líquido"],
      [3, "Gasoso"],
      [4, "Pastoso"],
      [5, "Semi-Sólido"],
    ]),
    packagings: entries("tipo", [
      [1, "Tambor"],
      [2, "Bombona"],
      [3, "Big Bag"],
      [4, "Fardo"],
      [5, "Caixa de Papelão"],
      [6, "Caixa de Madeira"],
      [7, "Caixa Plástica"],
      [8, "Caçamba Aberta"],
      [9, "Caçamba Fechada"],
      [10, "Container"],
      [11, "A Granel"],
      [12, "Saco Plástico"],
      [13, "Tanque"],
      [14, "Outros"],
    ]),
  };
}

export type MtrStandInOptions = {
  user?: string;
  password?: string;
  /**
   * Whose token request it takes: SIGOR's (and SINIR's) `{ cpfCnpj, senha }` by default, or FEAM's
   * `{ pessoaCodigo, pessoaCnpj, usuarioCpf, senha }` (`unit` and `cnpj` then checked too), answered with
   * FEAM's fields (the reference's: unit, CNPJ, names, user's code and CPF, token, chave, retorno).
   */
  login?: "sigor" | "feam";
  unit?: string;
  cnpj?: string;
  port?: number;
  /** The stand-in's clock (ms since the epoch): tokens expire 1 hour after it issued them. */
  now?: () => number;
  /** Reference lists replacing the default ones (defaultStandInLists). */
  lists?: Partial<Record<StandInList, StandInEntry[]>>;
};

export type MtrStandIn = {
  /** The API base (what SINIR_API_URL would be). */
  url: string;
  port: number;
  manifests: Map<string, StandInManifest>;
  cdfs: Map<string, string[]>;
  /** Every request's path, in order (gettoken included). */
  calls: string[];
  /** The reference lists it answers (editable: a test may add or remove an entry). */
  lists: Record<StandInList, StandInEntry[]>;
  logins(): number;
  /**
   * The next `count` requests (after the token) answer `status` (503 by default) with `retorno` instead of
   * working; with `paths`, only requests to those paths count.
   */
  failNext(count: number, status?: number, options?: { retorno?: string; paths?: string[] }): void;
  /** The next `count` requests never get an answer (until `close`). */
  hangNext(count: number): void;
  /** Every token issued so far stops working (401), as after a restart of the system. */
  revokeTokens(): void;
  /** Stops listening (connections refused) until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

const TOKEN_LIFETIME_MS = 60 * 60_000;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A one-page PDF saying `text`, with a correct cross-reference table (readers accept it). */
export function smallPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, "");
  const stream = `BT /F1 14 Tf 72 760 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

const digitsOf = (value: unknown) => (typeof value === "string" ? value : "").replace(/\D/g, "");

/** Why a party of a manifest is refused (a CNPJ of 14 digits or a CPF of 11), or null. */
function partyProblem(party: unknown, role: string): string | null {
  const fields = (party && typeof party === "object" ? party : {}) as Record<string, unknown>;
  if ("cnpj" in fields)
    return digitsOf(fields.cnpj).length === 14 && fields.cnpj === digitsOf(fields.cnpj)
      ? null
      : `CNPJ do ${role} inválido;`;
  if ("cpf" in fields)
    return digitsOf(fields.cpf).length === 11 && fields.cpf === digitsOf(fields.cpf)
      ? null
      : `CPF do ${role} inválido;`;
  return `CNPJ ou CPF do ${role} não informado;`;
}

export async function startMtrStandIn({
  user = "12345678909",
  password = "senha-de-teste",
  login = "sigor",
  unit = "4242",
  cnpj = "11222333000181",
  port = 0,
  now = Date.now,
  lists: replaced = {},
}: MtrStandInOptions = {}): Promise<MtrStandIn> {
  const lists = { ...defaultStandInLists(), ...replaced };
  /** The codes of a list, as text (a body may carry 3 or "3"). */
  const codesOf = (list: StandInList) =>
    new Set(lists[list].map((entry) => String(entry[`${LISTS[list].prefix}Codigo`])));
  const knows = (list: StandInList, code: unknown) =>
    (typeof code === "string" || typeof code === "number") && codesOf(list).has(String(code));
  const manifests = new Map<string, StandInManifest>();
  const byGeneratorCode = new Map<string, string>();
  const cdfs = new Map<string, string[]>();
  const tokens = new Map<string, { chave: string; expiresAt: number }>();
  const calls: string[] = [];
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let logins = 0;
  let failures: { count: number; status: number; retorno?: string; paths?: string[] } = {
    count: 0,
    status: 503,
  };
  let hangs = 0;
  let nextNumber = 2_400_000_001;
  let nextCdf = 1;

  const json = (response: ServerResponse, status: number, body: unknown) =>
    response
      .writeHead(status, { "content-type": "application/json; charset=utf-8" })
      .end(JSON.stringify(body));
  const ok = (response: ServerResponse, body: object = {}) =>
    json(response, 200, { retornoCodigo: 0, retorno: "Operação realizada com sucesso;", ...body });
  const refuse = (response: ServerResponse, retorno: string) =>
    json(response, 200, { retornoCodigo: 1, retorno });

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    } catch {
      return {};
    }
  }

  function authorized(request: IncomingMessage) {
    const token = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    const known = tokens.get(token);
    return Boolean(known && known.expiresAt > now() && known.chave === request.headers.chave);
  }

  /** Why the system would refuse a new manifest, or null: its parties, then each residue's codes. */
  function manifestProblem(manifest: Record<string, unknown>): string | null {
    for (const [field, role] of [
      ["gerador", "gerador"],
      ["transportador", "transportador"],
      ["destinador", "destinador"],
    ] as const) {
      const problem = partyProblem(manifest[field], role);
      if (problem) return problem;
    }
    const residues = Array.isArray(manifest.residuos) ? (manifest.residuos as Record<string, unknown>[]) : [];
    if (residues.length === 0) return "Nenhum resíduo informado;";
    for (const residue of residues) {
      if (digitsOf(residue.codigoIbama).length !== 6) return "Código IBAMA do resíduo inválido;";
      const codes: [StandInList, string, string][] = [
        ["classes", "codigoClasse", "classe"],
        ["units", "codigoUnidade", "unidade"],
        ["packagings", "codigoAcondicionamento", "acondicionamento"],
        ["physicalStates", "codigoEstadoFisico", "estado físico"],
        ["treatments", "codigoTecnologia", "tecnologia"],
      ];
      for (const [list, field, name] of codes)
        if (!knows(list, residue[field]))
          return `Código de ${name} inválido: ${String(residue[field] ?? "")};`;
      if (typeof residue.quantidade !== "number" || !(residue.quantidade > 0))
        return "Quantidade do resíduo inválida;";
      if (residue.numeroOnu !== undefined) {
        if (!/^\d{4}$/.test(String(residue.numeroOnu))) return "Número ONU inválido;";
        if (!residue.classeRisco) return "Classe de risco obrigatória para produto perigoso;";
      }
    }
    return null;
  }

  /** Why the system would refuse a receipt of `manifest`, or null: each of its residues once, in a unit code. */
  function receiptProblem(manifest: StandInManifest, entry: Record<string, unknown>): string | null {
    const sent = (Array.isArray(manifest.body.residuos) ? manifest.body.residuos : []) as Record<
      string,
      unknown
    >[];
    const lines = Array.isArray(entry.residuos) ? (entry.residuos as Record<string, unknown>[]) : [];
    if (lines.length !== sent.length) return "Informe a quantidade recebida de cada resíduo do manifesto;";
    for (const line of lines) {
      if (!sent.some((residue) => residue.codigoIbama === line.codigoIbama))
        return `Resíduo ${String(line.codigoIbama ?? "")} não consta do manifesto;`;
      if (!knows("units", line.codigoUnidade))
        return `Código de unidade inválido: ${String(line.codigoUnidade ?? "")};`;
      if (typeof line.quantidadeRecebida !== "number" || line.quantidadeRecebida < 0)
        return "Quantidade recebida inválida;";
    }
    return null;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? "/").replace(/^\/api/, "").replace(/\?.*$/, "");
    calls.push(path);
    if (hangs > 0) {
      hangs -= 1;
      hanging.add(response);
      return;
    }
    if (failures.count > 0 && path !== "/gettoken" && (!failures.paths || failures.paths.includes(path))) {
      failures.count -= 1;
      return json(response, failures.status, {
        ...(failures.status < 500 ? { retornoCodigo: 1 } : {}),
        retorno: failures.retorno ?? "Serviço temporariamente indisponível",
      });
    }

    if (request.method === "POST" && path === "/gettoken") {
      const body = await readJson(request);
      const accepted =
        login === "feam"
          ? body.usuarioCpf === user &&
            body.senha === password &&
            body.pessoaCodigo === unit &&
            body.pessoaCnpj === cnpj
          : body.cpfCnpj === user && body.senha === password;
      if (!accepted) return json(response, 401, { retornoCodigo: 1, retorno: "Usuário ou senha inválidos;" });
      logins += 1;
      const issuedAt = now();
      const token = [
        base64url({ alg: "HS256", typ: "JWT" }),
        base64url({
          sub: user,
          iat: Math.floor(issuedAt / 1000),
          exp: Math.floor((issuedAt + TOKEN_LIFETIME_MS) / 1000),
        }),
        randomBytes(16).toString("base64url"),
      ].join(".");
      const chave = randomBytes(8).toString("hex");
      tokens.set(token, { chave, expiresAt: issuedAt + TOKEN_LIFETIME_MS });
      return ok(response, {
        ...(login === "feam"
          ? { pessoaCodigo: unit, pessoaCnpj: cnpj, usuarioCodigo: 77, usuarioNome: "Usuário de teste" }
          : {}),
        token,
        chave,
        usuarioCpf: user,
        pessoaNome: "Unidade de teste",
        retorno: "Login com Sucesso;",
      });
    }

    if (!authorized(request))
      return json(response, 401, { retornoCodigo: 1, retorno: "Token inválido ou expirado;" });

    const listed = (Object.keys(LISTS) as StandInList[]).find((list) => LISTS[list].path === path);
    if (request.method === "GET" && listed) return json(response, 200, lists[listed]);

    if (request.method === "POST" && path === "/salvarManifestoLote") {
      const body = await readJson(request);
      const list = Array.isArray(body.manifestos) ? (body.manifestos as Record<string, unknown>[]) : [];
      if (list.length === 0) return refuse(response, "Nenhum manifesto informado;");
      const answers = list.map((manifest) => {
        const code = String(manifest.codigoGerador ?? "");
        // The system dedupes by the generator's code alone: an existing one answers its manifest,
        // whatever the body says now.
        const existing = byGeneratorCode.get(code);
        if (existing)
          return {
            codigoGerador: code,
            manifestoNumero: existing,
            retornoCodigo: 0,
            retorno: "Manifesto já cadastrado;",
          };
        const problem = code ? manifestProblem(manifest) : "Código do gerador não informado;";
        if (problem) return { codigoGerador: code, retornoCodigo: 1, retorno: problem };
        const number = String(nextNumber++);
        manifests.set(number, { number, generatorCode: code, status: "Salvo", body: manifest });
        byGeneratorCode.set(code, number);
        return {
          codigoGerador: code,
          manifestoNumero: number,
          retornoCodigo: 0,
          retorno: "Manifesto salvo;",
        };
      });
      return ok(response, { objetoResposta: answers });
    }

    if (request.method === "POST" && path === "/receberManifestoLote") {
      const body = await readJson(request);
      const list = Array.isArray(body.manifestos) ? (body.manifestos as Record<string, unknown>[]) : [];
      const answers = list.map((entry) => {
        const manifest = manifests.get(String(entry.manifestoNumero));
        if (!manifest || manifest.status === "Cancelado")
          return {
            manifestoNumero: entry.manifestoNumero,
            retornoCodigo: 1,
            retorno: "Manifesto não encontrado;",
          };
        const problem = receiptProblem(manifest, entry);
        if (problem) return { manifestoNumero: entry.manifestoNumero, retornoCodigo: 1, retorno: problem };
        manifest.status = "Recebido";
        manifest.received = entry;
        return { manifestoNumero: entry.manifestoNumero, retornoCodigo: 0, retorno: "Manifesto recebido;" };
      });
      return ok(response, { objetoResposta: answers });
    }

    if (request.method === "POST" && path === "/cancelarManifesto") {
      const body = await readJson(request);
      const manifest = manifests.get(String(body.manifestoNumero));
      if (!manifest) return refuse(response, "Manifesto não encontrado;");
      if (manifest.status !== "Salvo")
        return refuse(response, "Somente manifestos salvos podem ser cancelados;");
      if (String(body.justificativa ?? "").trim().length < 15)
        return json(response, 400, {
          retornoCodigo: 1,
          retorno: "Justificativa deve ter ao menos 15 caracteres;",
        });
      manifest.status = "Cancelado";
      manifest.cancelJustification = String(body.justificativa);
      return ok(response);
    }

    if (request.method === "POST" && path === "/emiteCDF") {
      const body = await readJson(request);
      const numbers = Array.isArray(body.manifestos) ? body.manifestos.map(String) : [];
      if (numbers.length === 0 || numbers.some((number) => manifests.get(number)?.status !== "Recebido"))
        return refuse(response, "Todos os manifestos do CDF devem estar recebidos;");
      const cdf = String(nextCdf++);
      cdfs.set(cdf, numbers);
      for (const number of numbers) manifests.get(number)!.cdf = cdf;
      return ok(response, { cdfNumero: cdf });
    }

    const download = /^\/downloadManifesto\/([^/]+)$/.exec(path);
    if (request.method === "GET" && download) {
      const number = decodeURIComponent(download[1]!);
      if (!manifests.has(number))
        return json(response, 404, { retornoCodigo: 1, retorno: "Manifesto não encontrado;" });
      const pdf = smallPdf(`MTR ${number}`);
      return response
        .writeHead(200, { "content-type": "application/pdf", "content-length": pdf.length })
        .end(pdf);
    }

    return json(response, 404, { retornoCodigo: 1, retorno: "Operação desconhecida;" });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) json(response, 500, { retorno: "Erro interno;" });
    });
  });
  // Idle connections stay open longer than the client keeps them (undici: about 4 s): a server closing
  // one just as the client reuses it fails that request with ECONNRESET, a flake of the tests' own making.
  server.keepAliveTimeout = 60_000;
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(on, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const response of hanging) response.destroy();
      hanging.clear();
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen(port);
  const bound = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${bound}/api`,
    port: bound,
    manifests,
    cdfs,
    calls,
    lists,
    logins: () => logins,
    failNext(count, status = 503, options = {}) {
      failures = { count, status, ...options };
    },
    hangNext(count) {
      hangs = count;
    },
    revokeTokens() {
      tokens.clear();
    },
    down: stop,
    up: () => listen(bound),
    close: stop,
  };
}

// `tsx apps/server/test/support/mtr-stand-in.ts`: a stand-in for a manual or e2e run.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startMtrStandIn({
    port: Number(process.env.PORT ?? 0),
    ...(process.env.SINIR_USER ? { user: process.env.SINIR_USER } : {}),
    ...(process.env.SINIR_PASSWORD ? { password: process.env.SINIR_PASSWORD } : {}),
  });
  console.log(`SINIR stand-in: SINIR_API_URL=${standIn.url}`);
  const quit = () => void standIn.close().then(() => process.exit(0));
  process.on("SIGINT", quit);
  process.on("SIGTERM", quit);
}
