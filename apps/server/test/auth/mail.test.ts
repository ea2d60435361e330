import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMailer, listOutbox } from "../../src/mail/mailer";
import { firstAccessMail, resetPasswordMail } from "../../src/mail/templates";
import { useTestDatabase } from "../support/database";
import { post, signInApp } from "./support/auth-app";

const database = useTestDatabase();

describe("SMTP transport (nodemailer against a local smtp-server)", () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let port: number;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
    app = await signInApp(database.db, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Trilha <envio@trilha.dev>",
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("sends a message with text and HTML parts", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Trilha <envio@trilha.dev>",
      db: database.db,
    });
    expect(mailer.kind).toBe("smtp");
    await mailer.send(
      resetPasswordMail({
        to: "ana@exemplo.com",
        name: "Ana",
        link: "http://x.test/login/recriar-senha/1/abc",
        minutes: 60,
      }),
    );
    const last = received.at(-1)!;
    expect(last.from).toBe("envio@trilha.dev");
    expect(last.to).toEqual(["ana@exemplo.com"]);
    expect(last.raw).toContain("text/plain");
    expect(last.raw).toContain("text/html");
    expect(last.raw).toContain("http://x.test/login/recriar-senha/1/abc");
  });

  it("carries the reset e-mail of a request through SMTP, not the outbox", async () => {
    const before = received.length;
    const outboxBefore = (await listOutbox(database.db, { to: "redefinir@trilha.com.br" })).length;
    expect((await post(app, "/users/password/remember", { email: "redefinir@trilha.com.br" })).status).toBe(
      200,
    );
    // Delivered after the answer (test/security/reset-mail-timing.test.ts): the relay's time is not the answer's.
    await vi.waitFor(() => expect(received.length).toBe(before + 1));
    expect(received.at(-1)!.to).toEqual(["redefinir@trilha.com.br"]);
    expect(received.at(-1)!.raw).toMatch(/login\/recriar-senha\/\d+\//);
    expect((await listOutbox(database.db, { to: "redefinir@trilha.com.br" })).length).toBe(outboxBefore);
  });
});

describe("SMTP relay down", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await signInApp(database.db, { SMTP_URL: "smtp://127.0.0.1:1" });
  });
  afterAll(() => app?.close());

  it("still answers the reset request as usual and keeps the message in the outbox", async () => {
    const answer = await post(app, "/users/password/remember", { email: "empresas@trilha.com.br" });
    expect(answer.status).toBe(200);
    await vi.waitFor(async () => {
      const [kept] = await listOutbox(database.db, { to: "empresas@trilha.com.br" });
      expect(kept?.subject).toBe("Trilha - Redefinição de senha");
    });
  });
});

describe("e-mail texts", () => {
  it("are pt-BR with the portal links and their lifetime", () => {
    const reset = resetPasswordMail({
      to: "a@b.c",
      name: "Ana",
      link: "http://p/login/recriar-senha/1/t",
      minutes: 60,
    });
    expect(reset.subject).toBe("Trilha - Redefinição de senha");
    expect(reset.text).toContain("Olá, Ana!");
    expect(reset.text).toContain("O link vale por 1 hora e só pode ser usado uma vez.");
    expect(reset.html).toContain('href="http://p/login/recriar-senha/1/t"');
    // The copied address is one long word: it wraps anywhere, or a phone's mail app scrolls sideways.
    expect(reset.html).toContain(
      '<a href="http://p/login/recriar-senha/1/t" style="word-break:break-all">http://p/login/recriar-senha/1/t</a>',
    );
    const first = firstAccessMail({
      to: "a@b.c",
      name: "<Ana>",
      link: "http://p/login/minha-senha/1/t",
      hours: 72,
    });
    expect(first.text).toContain("O link vale por 3 dias");
    expect(first.html).toContain("&#60;Ana&#62;");
    expect(first.html).not.toContain("<Ana>");
  });
});

describe("development outbox", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await signInApp(database.db);
  });
  afterAll(() => app?.close());

  it("lists captured e-mails as JSON and HTML, with clickable links", async () => {
    await post(app, "/users/password/remember", { email: "modulos@trilha.com.br" });
    const json = await app.inject({ method: "GET", url: "/api/v1/dev/outbox?to=modulos@trilha.com.br" });
    const [message] = json.json().messages;
    expect(message).toMatchObject({ to: "modulos@trilha.com.br", subject: "Trilha - Redefinição de senha" });
    const list = await app.inject({ method: "GET", url: "/dev/outbox" });
    expect(list.headers["content-type"]).toContain("text/html");
    expect(list.body).toContain(`href="/dev/outbox?id=${message.id}"`);
    const open = await app.inject({ method: "GET", url: `/dev/outbox?id=${message.id}` });
    const link = /(http:\/\/portal\.test\/login\/recriar-senha\/\d+\/[\w-]+)/.exec(message.text)![1]!;
    expect(open.body).toContain(`<a href="${link}">${link}</a>`);
    // On a phone the page is as wide as the screen and the text's long link wraps instead of widening it.
    expect(open.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(open.body).toMatch(/pre\{[^}]*white-space:pre-wrap;overflow-wrap:anywhere/);
  });

  it("is absent in production", async () => {
    const { buildApp } = await import("../../src/app");
    const { testConfig } = await import("../support/app");
    const { authConfig } = await import("./support/auth-app");
    const production = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: false,
      auth: { ...authConfig(), nodeEnv: "production" },
    });
    expect((await production.inject({ method: "GET", url: "/api/v1/dev/outbox" })).statusCode).toBe(404);
    const page = await production.inject({ method: "GET", url: "/dev/outbox" });
    expect(page.body).not.toContain("Caixa de saída");
    await production.close();
  });
});
