import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * A local stand-in of the SINIR MTR web service (and its state family) on 127.0.0.1, for tests and e2e
 * runs: gettoken (a JWT-like token valid 1 hour and a `chave`), salvarManifestoLote (numbers each
 * manifest, the same number again for a generator's code it already has), receberManifestoLote,
 * cancelarManifesto, emiteCDF and downloadManifesto (a small valid PDF). Switches make it answer 503,
 * hang, or stop listening, to exercise retries.
 *
 * Run alone: `pnpm exec tsx apps/server/test/support/mtr-stand-in.ts` (PORT, SINIR_USER, SINIR_PASSWORD).
 */

export type StandInManifest = {
  number: string;
  generatorCode: string;
  status: "Salvo" | "Recebido" | "Cancelado";
  body: Record<string, unknown>;
  received?: unknown;
  cancelJustification?: string;
};

export type MtrStandInOptions = {
  user?: string;
  password?: string;
  port?: number;
  /** The stand-in's clock (ms since the epoch): tokens expire 1 hour after it issued them. */
  now?: () => number;
};

export type MtrStandIn = {
  /** The API base (what SINIR_API_URL would be). */
  url: string;
  port: number;
  manifests: Map<string, StandInManifest>;
  cdfs: Map<string, string[]>;
  /** Every request's path, in order (gettoken included). */
  calls: string[];
  logins(): number;
  /** The next `count` requests answer `status` (503 by default) instead of working. */
  failNext(count: number, status?: number): void;
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

export async function startMtrStandIn({
  user = "12345678909",
  password = "senha-de-teste",
  port = 0,
  now = Date.now,
}: MtrStandInOptions = {}): Promise<MtrStandIn> {
  const manifests = new Map<string, StandInManifest>();
  const byGeneratorCode = new Map<string, string>();
  const cdfs = new Map<string, string[]>();
  const tokens = new Map<string, { chave: string; expiresAt: number }>();
  const calls: string[] = [];
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let logins = 0;
  let failures = { count: 0, status: 503 };
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

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? "/").replace(/^\/api/, "").replace(/\?.*$/, "");
    calls.push(path);
    if (hangs > 0) {
      hangs -= 1;
      hanging.add(response);
      return;
    }
    if (failures.count > 0) {
      failures.count -= 1;
      return json(response, failures.status, { retorno: "Serviço temporariamente indisponível" });
    }

    if (request.method === "POST" && path === "/gettoken") {
      const body = await readJson(request);
      if (body.cpfCnpj !== user || body.senha !== password)
        return json(response, 401, { retornoCodigo: 1, retorno: "Usuário ou senha inválidos;" });
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
        token,
        chave,
        usuarioCpf: user,
        pessoaNome: "Unidade de teste",
        retorno: "Login com Sucesso;",
      });
    }

    if (!authorized(request))
      return json(response, 401, { retornoCodigo: 1, retorno: "Token inválido ou expirado;" });

    if (request.method === "POST" && path === "/salvarManifestoLote") {
      const body = await readJson(request);
      const list = Array.isArray(body.manifestos) ? (body.manifestos as Record<string, unknown>[]) : [];
      if (list.length === 0) return refuse(response, "Nenhum manifesto informado;");
      const answers = list.map((manifest) => {
        const code = String(manifest.codigoGerador ?? "");
        const existing = byGeneratorCode.get(code);
        if (existing)
          return {
            codigoGerador: code,
            manifestoNumero: existing,
            retornoCodigo: 0,
            retorno: "Manifesto já cadastrado;",
          };
        const cnpj = String((manifest.destinador as { cnpj?: unknown } | undefined)?.cnpj ?? "");
        if (!code || cnpj.length !== 14)
          return { codigoGerador: code, retornoCodigo: 1, retorno: "CNPJ do destinador inválido;" };
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
    logins: () => logins,
    failNext(count, status = 503) {
      failures = { count, status };
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
