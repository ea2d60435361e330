import { COMMON_CODES } from "@trilha/api/error-codes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/database";
import { errorBody, STATUS_MESSAGES } from "../http/error-handler";
import { listOutbox } from "./mailer";
import { escapeHtml } from "./templates";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** A Host header naming this machine: localhost, 127.0.0.1 or [::1], with or without a port. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * True when the connection, the client address Fastify believes (X-Forwarded-For under TRUST_PROXY) and
 * the Host header all name this machine. A proxy on the same host forwarding outside visitors does not
 * count, nor does a page of another site whose name was rebound to 127.0.0.1 (DNS rebinding): its
 * script's requests come from this machine but carry that site's name as their Host.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? "") &&
    LOOPBACK.test(request.ip) &&
    LOOPBACK_HOST.test(request.headers.host ?? "")
  );
}

/**
 * Development view of the e-mail outbox: GET /dev/outbox (HTML list, ?id= opens one message) and
 * GET /api/v1/dev/outbox (JSON, ?to= filters by recipient). Never registered in production, and
 * answered to local requests only: the messages hold live reset and first-access links.
 */
export async function outboxRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  // Encapsulated (no fastify-plugin): this hook guards the outbox routes alone.
  app.addHook("onRequest", async (request, reply) => {
    if (!isLocalRequest(request))
      return reply.code(404).send(errorBody(COMMON_CODES.NOT_FOUND, STATUS_MESSAGES[404]!));
  });

  app.get<{ Querystring: { to?: string } }>("/api/v1/dev/outbox", async (request) => ({
    messages: await listOutbox(db, { to: request.query.to }),
  }));

  app.get<{ Querystring: { id?: string; to?: string } }>("/dev/outbox", async (request, reply) => {
    const messages = await listOutbox(db, { to: request.query.to });
    const open = request.query.id ? messages.find((m) => String(m.id) === request.query.id) : undefined;
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.created_at).toLocaleString("pt-BR"))}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/outbox?id=${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join("");
    const list = messages.length
      ? `<table><thead><tr><th>Data</th><th>Para</th><th>Assunto</th></tr></thead><tbody>${rows}</tbody></table>`
      : "<p>Nenhum e-mail enviado.</p>";
    // The message body is our own template's HTML (escaped values), shown in a sandboxed frame.
    const message = open
      ? `<article><h2>${escapeHtml(open.subject)}</h2><p>Para: ${escapeHtml(open.to)} · De: ${escapeHtml(open.from)}</p><iframe title="Conteúdo do e-mail" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(open.html.replace(/<a /g, '<a target="_top" '))}"></iframe><pre>${linkify(open.text)}</pre><p><a href="/dev/outbox">Voltar</a></p></article>`
      : "";
    return reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Trilha - Caixa de saída</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>body{font-family:Arial,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 10px;text-align:left;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere}iframe{width:100%;height:340px;border:1px solid #ccc}</style></head><body><main><h1>Caixa de saída (desenvolvimento)</h1>${message}${list}</main></body></html>`,
      );
  });
}

function linkify(text: string) {
  return escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}
