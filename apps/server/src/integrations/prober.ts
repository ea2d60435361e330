import type { Database } from "../db/database";
import type { IntegrationStatus, PublicSystem } from "./systems";
import { PUBLIC_SYSTEMS } from "./systems";

export type ProbeSettings = {
  /** Each system's address (defaults in systems.ts, `INTEGRATION_URL_<SYSTEM>` replaces one). */
  urls: Record<PublicSystem, string>;
  /** An answer slower than this is UNSTABLE (3000 ms). */
  slowMs: number;
  /** No answer within this is UNAVAILABLE (10000 ms). */
  timeoutMs: number;
  /** How often a round runs (5 min); 0 never schedules one (tests call `probeRound`). */
  everyMs: number;
};

export type ProbeResult = { status: IntegrationStatus; message: string };

const seconds = (ms: number) => (ms / 1000).toLocaleString("pt-BR", { maximumFractionDigits: 1 });

/**
 * One system's state from one request (decisions.md): an answer below 500 within `slowMs` is AVAILABLE;
 * a slower one, or a 5xx answer, UNSTABLE; no answer (refused, unknown host, or nothing within
 * `timeoutMs`) UNAVAILABLE. Any status below 500 counts as an answer: a web service asks for its token
 * and answers 401/404 at its root, which still says it is up.
 */
export async function probeSystem(
  url: string,
  { slowMs, timeoutMs }: Pick<ProbeSettings, "slowMs" | "timeoutMs">,
  clock: () => number = () => performance.now(),
): Promise<ProbeResult> {
  const started = clock();
  try {
    const response = await fetch(url, {
      method: "GET",
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    const elapsed = clock() - started;
    if (response.status >= 500)
      return { status: "UNSTABLE", message: `O sistema respondeu com erro (HTTP ${response.status}).` };
    if (elapsed > slowMs)
      return { status: "UNSTABLE", message: `O sistema está lento: respondeu em ${seconds(elapsed)} s.` };
    return { status: "AVAILABLE", message: "O sistema respondeu normalmente." };
  } catch {
    return {
      status: "UNAVAILABLE",
      message: `O sistema não respondeu em ${seconds(timeoutMs)} s ou recusou a conexão.`,
    };
  }
}

/** The log line of a change of state (LOG DE SISTEMAS INTEGRADOS). */
const STATUS_WORDS: Record<IntegrationStatus, string> = {
  AVAILABLE: "disponível",
  UNSTABLE: "instável",
  UNAVAILABLE: "indisponível",
};
export const changeDescription = (result: ProbeResult) =>
  `Sistema ${STATUS_WORDS[result.status]}. ${result.message}`;

/**
 * Takes the round's lease: true for the one process that may probe now. The lease lasts most of the
 * interval, so two server processes never probe in the same round, and a process that died holding it
 * frees it when it runs out.
 */
export async function takeLease(db: Database, forMs: number) {
  const { rows } = await db.query(
    `update integration_probe_lease set locked_until = now() + make_interval(secs => $1)
      where id = 1 and locked_until <= now() returning id`,
    [Math.max(1, forMs / 1000)],
  );
  return rows.length > 0;
}

/** Records a result: the state always, a log line only when the status changed (a new message alone, as an error's wording, writes none). */
export async function recordResult(db: Database, system: PublicSystem, result: ProbeResult) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; message: string }>(
      "select status, message from integration_status where system = $1 for update",
      [system],
    );
    const before = rows[0];
    const changed = !before || before.status !== result.status;
    await tx.query(
      `insert into integration_status (system, status, message, checked_at, changed_at)
       values ($1, $2, $3, now(), now())
       on conflict (system) do update set status = excluded.status, message = excluded.message,
         checked_at = now(), changed_at = case when $4 then now() else integration_status.changed_at end`,
      [system, result.status, result.message, changed],
    );
    if (changed)
      await tx.query("insert into integration_logs (system, description) values ($1, $2)", [
        system,
        changeDescription(result),
      ]);
  });
}

/**
 * One round: with the lease, every system probed at once and recorded. Answers whether this process
 * probed (false when another one holds the round).
 */
export async function probeRound(db: Database, settings: ProbeSettings, leaseMs = settings.everyMs * 0.9) {
  if (!(await takeLease(db, Math.max(leaseMs, settings.timeoutMs)))) return false;
  await Promise.all(
    PUBLIC_SYSTEMS.map(async (system) =>
      recordResult(db, system, await probeSystem(settings.urls[system], settings)),
    ),
  );
  return true;
}
