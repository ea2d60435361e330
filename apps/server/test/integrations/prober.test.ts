import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProbeSettings, probeRound, probeSystem } from "../../src/integrations/prober";
import { PUBLIC_SYSTEMS, type PublicSystem } from "../../src/integrations/systems";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

/** Stand-ins of the public systems on 127.0.0.1: one answers at once, one slowly, one with 503, one never. */
function standIn() {
  const hanging = new Set<import("node:http").ServerResponse>();
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    const path = request.url ?? "/";
    if (path.startsWith("/fast")) response.writeHead(401).end("token required");
    else if (path.startsWith("/slow")) setTimeout(() => response.writeHead(200).end("ok"), SLOW_ANSWER_MS);
    else if (path.startsWith("/error")) response.writeHead(503).end("maintenance");
    else hanging.add(response); // never answers
  });
  return {
    server,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Wide margins, so a loaded machine does not move a fast answer past `slowMs` nor a slow one under it.
const SLOW_MS = 1000;
const SLOW_ANSWER_MS = 2500;
const TIMEOUT_MS = 4000;

describe("the public systems' prober", () => {
  const database = useTestDatabase();
  const stand = standIn();
  let base = "";
  let closed = "";
  let s: Setup;
  let dash = "";

  const settings = (paths: Partial<Record<PublicSystem, string>>): ProbeSettings => ({
    urls: Object.fromEntries(
      PUBLIC_SYSTEMS.map((system) => [system, paths[system] ?? `${base}/fast`]),
    ) as Record<PublicSystem, string>,
    slowMs: SLOW_MS,
    timeoutMs: TIMEOUT_MS,
    everyMs: 60_000,
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => stand.server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
    const nothing = createServer();
    await new Promise<void>((resolve) => nothing.listen(0, "127.0.0.1", resolve));
    closed = `http://127.0.0.1:${(nothing.address() as AddressInfo).port}/`;
    await new Promise<void>((resolve) => (nothing as Server).close(() => resolve()));
    s = await providersApp(database.db);
    // The board's calls take the dashboards token (POST /ms-dashboards/login), not the session's.
    dash = (await call(s.app, "POST", "/ms-dashboards/login", s.token, {})).body.ms_dashboard_token;
  }, 60_000);

  afterAll(async () => {
    await stand.close();
    await s.app.close();
  });

  it("tells available, slow, failing, silent and refusing systems apart", async () => {
    const limits = { slowMs: SLOW_MS, timeoutMs: TIMEOUT_MS };
    const [fast, slow, error, silent, refused] = await Promise.all([
      probeSystem(`${base}/fast`, limits),
      probeSystem(`${base}/slow`, limits),
      probeSystem(`${base}/error`, limits),
      probeSystem(`${base}/silent`, limits),
      probeSystem(closed, limits),
    ]);
    expect(fast).toEqual({ status: "AVAILABLE", message: "O sistema respondeu normalmente." });
    expect(slow.status).toBe("UNSTABLE");
    expect(slow.message).toMatch(/^O sistema está lento: respondeu em \d+(,\d)? s\.$/);
    expect(error).toEqual({ status: "UNSTABLE", message: "O sistema respondeu com erro (HTTP 503)." });
    expect(silent).toEqual({
      status: "UNAVAILABLE",
      message: "O sistema não respondeu em 4 s ou recusou a conexão.",
    });
    expect(refused.status).toBe("UNAVAILABLE");
  });

  it("probes in one process per round, records every card and logs only the changes", async () => {
    const round = settings({ SINIR: `${base}/error`, FEAM: closed });
    const before = stand.requests();
    // Two processes' rounds at once: one takes the lease, the other skips.
    const [first, second] = await Promise.all([
      probeRound(database.db, round, 1),
      probeRound(database.db, round, 1),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(stand.requests() - before).toBe(PUBLIC_SYSTEMS.length - 1);

    const cards = await call(s.app, "POST", "/public_systems/generate_dash", dash, {});
    expect(cards.status).toBe(200);
    const byType = Object.fromEntries(
      cards.body.payload.cards.map((card: { type: string; value: { status: string } }) => [
        card.type,
        card.value.status,
      ]),
    );
    expect(byType).toEqual({
      ...Object.fromEntries(PUBLIC_SYSTEMS.map((system) => [system, "AVAILABLE"])),
      SINIR: "UNSTABLE",
      FEAM: "UNAVAILABLE",
    });

    // The lease (1 s) runs out; the next round with SINIR back logs its recovery and nothing for the others.
    await database.db.query("update integration_probe_lease set locked_until = now() - interval '1 second'");
    expect(await probeRound(database.db, settings({ FEAM: closed }), 1)).toBe(true);
    const log = await call(s.app, "GET", "/public_systems/logs/sinir", dash);
    expect(log.status).toBe(200);
    expect(log.body.map((entry: { description: string }) => entry.description)).toEqual([
      "Sistema disponível. O sistema respondeu normalmente.",
      "Sistema instável. O sistema respondeu com erro (HTTP 503).",
    ]);
    expect(log.body[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const feam = await call(s.app, "GET", "/public_systems/logs/FEAM", dash);
    expect(feam.body).toHaveLength(1);
  }, 30_000);

  it("answers 404 for a system it does not know, and 401 without a session", async () => {
    const unknown = await call(s.app, "GET", "/public_systems/logs/ACME", dash);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Sistema não encontrado.");
    const anonymous = await call(s.app, "POST", "/public_systems/generate_dash", "", {});
    expect(anonymous.status).toBe(401);
  });
});
