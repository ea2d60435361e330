import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import { type ProbeSettings, probeRound } from "./prober";
import { DEFAULT_SYSTEM_URLS, type IntegrationStatus, PUBLIC_SYSTEMS, type PublicSystem } from "./systems";

export type { ProbeSettings };

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value ?? "");
  return Number.isFinite(number) && number >= 0 && (value ?? "").trim() !== "" ? number : fallback;
};

/**
 * From the environment: INTEGRATION_PROBE_MINUTES (5; 0 never probes), INTEGRATION_SLOW_MS (3000),
 * INTEGRATION_TIMEOUT_MS (10000), INTEGRATION_URL_<SYSTEM> (CTRE, SIGOR, FEAM, FEPAM, IMASC, SINIR, INEA, IMAAL).
 * Without INTEGRATION_URL_SINIR, the SINIR card probes SINIR_API_URL when it is set: the service the MTRs
 * are sent to (a homologation host, a stand-in), not the public site the sends never reach.
 */
export function readProbeSettings(env: Record<string, string | undefined>): ProbeSettings {
  const configured = (system: PublicSystem) =>
    env[`INTEGRATION_URL_${system}`]?.trim() || (system === "SINIR" ? env.SINIR_API_URL?.trim() : undefined);
  const urls = Object.fromEntries(
    PUBLIC_SYSTEMS.map((system) => [system, configured(system) || DEFAULT_SYSTEM_URLS[system]]),
  ) as Record<PublicSystem, string>;
  return {
    urls,
    slowMs: positive(env.INTEGRATION_SLOW_MS, 3000),
    timeoutMs: positive(env.INTEGRATION_TIMEOUT_MS, 10_000),
    everyMs: positive(env.INTEGRATION_PROBE_MINUTES, 5) * 60_000,
  };
}

const NOT_CHECKED = "Aguardando a primeira verificação.";
const SYSTEM_NOT_FOUND = "Sistema não encontrado.";

/**
 * The integrations board's calls (spec 01 §7, 02 §2 Farol de Integrações): the eight public systems'
 * cards and each one's log; and, with `everyMs`, a probe round now and then every interval (one process
 * at a time: the round's lease).
 */
export function integrationsModule(
  app: FastifyInstance,
  { db, probe }: { db: Database; probe?: ProbeSettings },
) {
  app.post("/public_systems/generate_dash", async () => {
    const { rows } = await db.query<{
      system: string;
      status: IntegrationStatus;
      message: string;
      checked_at: Date;
    }>("select system, status, message, checked_at from integration_status");
    const known = new Map(rows.map((row) => [row.system, row]));
    return {
      payload: {
        cards: PUBLIC_SYSTEMS.map((system) => {
          const row = known.get(system);
          return {
            type: system,
            value: row
              ? { status: row.status, message: row.message, updated_at: row.checked_at.toISOString() }
              : { status: "UNAVAILABLE" as const, message: NOT_CHECKED },
          };
        }),
      },
    };
  });

  app.get<{ Params: { link: string } }>("/public_systems/logs/:link", async (request) => {
    const system = request.params.link.toUpperCase();
    if (!(PUBLIC_SYSTEMS as readonly string[]).includes(system))
      throw new HttpError(404, SYSTEM_NOT_FOUND, { code: "NOT_FOUND" });
    const { rows } = await db.query<{ created_at: Date; description: string }>(
      `select created_at, description from integration_logs where system = $1
        order by created_at desc, id desc limit 200`,
      [system],
    );
    return rows.map((row) => ({ created_at: row.created_at.toISOString(), description: row.description }));
  });

  if (probe && probe.everyMs > 0) {
    const round = () =>
      probeRound(db, probe).catch((error: unknown) =>
        app.log.error({ err: error }, "integration probe failed"),
      );
    const timer = setInterval(round, probe.everyMs);
    timer.unref();
    app.addHook("onReady", async () => {
      void round();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
