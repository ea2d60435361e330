import type { AddressInfo } from "node:net";
import { createServer, type Server, type Socket } from "node:net";
import { AUTH_CODES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { post, signInApp } from "../auth/support/auth-app";
import { useTestDatabase } from "../support/database";

/**
 * "Esqueci minha senha" and the lockout answer the same for a registered and an unknown e-mail, so
 * their time must not depend on the e-mail either: a registered address gets its message through the
 * SMTP relay, an unknown one gets none, and a relay's round trip (seconds for a slow one, up to
 * nodemailer's timeouts for a stalled one) would tell an anonymous client which addresses are
 * registered. Here the relay accepts the connection and never answers: the request must still be
 * answered while the message is on its way.
 */
const database = useTestDatabase();
let relay: Server;
const connections: Socket[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  relay = createServer((socket) => {
    // Never greets: nodemailer waits for the relay's 220 until its own timeouts.
    connections.push(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const { port } = relay.address() as AddressInfo;
  app = await signInApp(database.db, { SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  for (const socket of connections) socket.destroy();
  await app?.close();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

describe("a stalled SMTP relay", () => {
  it("does not hold the reset request's answer for a registered e-mail", { timeout: 8_000 }, async () => {
    const before = connections.length;
    const answer = await post(app, "/users/password/remember", { email: "redefinir@trilha.com.br" });
    expect(answer.status).toBe(200);
    // The message is still being delivered (the relay has its connection), after the answer.
    await vi.waitFor(() => expect(connections.length).toBeGreaterThan(before));
  });

  it("does not hold the lockout answer for a registered e-mail", { timeout: 8_000 }, async () => {
    const before = connections.length;
    let last = 0;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/v1/login",
        payload: { email: "bloqueio@trilha.com.br", password: `Errada@${attempt}` },
        remoteAddress: "10.7.0.1",
      });
      last = answer.statusCode;
      if (attempt === 5) expect(answer.json().code).toBe(AUTH_CODES.maxAttempts);
    }
    expect(last).toBe(429);
    await vi.waitFor(() => expect(connections.length).toBeGreaterThan(before));
  });
});
