import { describe, expect, it } from "vitest";
import {
  cancelJob,
  enqueue,
  type JobHandler,
  jobStatus,
  PermanentJobError,
  startWorker,
} from "../../src/jobs";
import { useTestDatabase } from "../support/database";

/** A logger that keeps what it was told, so tests can check a warning without printing it. */
function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_object: object, message: string) => void lines.push({ level, message });
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

/** A clock the test moves: leases and retries end when it says so, not after real waiting. */
function testClock() {
  let current = new Date(Date.now() + 24 * 3_600_000);
  return {
    now: () => current,
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("the job queue", () => {
  const database = useTestDatabase();

  const worker = (
    handlers: Record<string, JobHandler>,
    extra: Partial<Parameters<typeof startWorker>[0]> = {},
  ) => startWorker({ db: database.db, logger: recordingLogger(), handlers, pollMs: 0, ...extra });

  it("retries a failing job after its backoff and then finishes it", async () => {
    const clock = testClock();
    const attempts: number[] = [];
    const w = worker(
      {
        retry: async (payload: { output: string }, { attempt }) => {
          expect(payload).toEqual({ output: "S-1" });
          attempts.push(attempt);
          if (attempt < 3) throw new Error(`O SINIR não respondeu (tentativa ${attempt}).`);
        },
      },
      { now: clock.now, backoff: (attempt) => 1000 * 2 ** attempt },
    );
    const { id } = await enqueue(database.db, {
      queue: "retry",
      key: "S-1",
      payload: { output: "S-1" },
      runAt: clock.now(),
    });

    expect(await w.runOnce()).toBe(true);
    const afterFirst = await jobStatus(database.db, "retry", "S-1");
    expect(afterFirst).toMatchObject({
      id,
      status: "pending",
      attempts: 1,
      lastError: "O SINIR não respondeu (tentativa 1).",
    });
    expect(afterFirst!.runAt.getTime()).toBe(clock.now().getTime() + 2000);

    // Not due before its backoff ends.
    clock.advance(1999);
    expect(await w.runOnce()).toBe(false);
    clock.advance(1);
    expect(await w.runOnce()).toBe(true);
    expect((await jobStatus(database.db, "retry", "S-1"))!.runAt.getTime()).toBe(
      clock.now().getTime() + 4000,
    );

    clock.advance(4000);
    expect(await w.runOnce()).toBe(true);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobStatus(database.db, "retry", "S-1")).toMatchObject({
      status: "done",
      attempts: 3,
      lastError: null,
    });
    expect(await w.runOnce()).toBe(false);
  });

  it("fails at once on a permanent error, and after maxAttempts otherwise, keeping the last error", async () => {
    const clock = testClock();
    const w = worker(
      {
        permanent: async () => {
          throw new PermanentJobError("O SINIR recusou o manifesto: CNPJ do destinador inválido.");
        },
        flaky: async (_payload, { attempt }) => {
          throw new Error(`Falha ${attempt}`);
        },
      },
      { now: clock.now, maxAttempts: 2, backoff: () => 10 },
    );
    await enqueue(database.db, { queue: "permanent", key: "a", payload: {}, runAt: clock.now() });
    await enqueue(database.db, { queue: "flaky", key: "b", payload: {}, runAt: clock.now() });

    while (await w.runOnce()) clock.advance(10);
    expect(await jobStatus(database.db, "permanent", "a")).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "O SINIR recusou o manifesto: CNPJ do destinador inválido.",
    });
    expect(await jobStatus(database.db, "flaky", "b")).toMatchObject({
      status: "failed",
      attempts: 2,
      lastError: "Falha 2",
    });
    expect((await jobStatus(database.db, "flaky", "b"))!.finishedAt).toBeInstanceOf(Date);
  });

  it("never runs one job in two workers at once", async () => {
    const handled = new Map<number, number>();
    const handler: JobHandler = async (payload: { n: number }) => {
      await new Promise((resolve) => setImmediate(resolve));
      handled.set(payload.n, (handled.get(payload.n) ?? 0) + 1);
    };
    const first = worker({ many: handler });
    const second = worker({ many: handler });
    const total = 40;
    for (let n = 0; n < total; n++) await enqueue(database.db, { queue: "many", payload: { n } });

    const drain = async (w: typeof first) => {
      while (await w.runOnce()) {}
    };
    await Promise.all([drain(first), drain(second), drain(first), drain(second)]);

    expect(handled.size).toBe(total);
    expect([...handled.values()].every((times) => times === 1)).toBe(true);
    const { rows } = await database.db.query<{ status: string; count: number }>(
      "select status, count(*) as count from jobs where queue = 'many' group by status",
    );
    expect(rows).toEqual([{ status: "done", count: total }]);
  });

  it("claims a job again when the process holding it stops answering past its lease", async () => {
    const clock = testClock();
    const started = deferred();
    const release = deferred();
    const handler: JobHandler = async (_payload, { attempt }) => {
      if (attempt === 1) {
        started.resolve();
        await release.promise; // the first process hangs (or died) with the job in hand
      }
    };
    const stuckLogger = recordingLogger();
    const stuck = worker({ lease: handler }, { now: clock.now, leaseMs: 60_000, logger: stuckLogger });
    const rescuer = worker({ lease: handler }, { now: clock.now, leaseMs: 60_000 });
    await enqueue(database.db, { queue: "lease", key: "L", payload: {}, runAt: clock.now() });

    const stuckRun = stuck.runOnce();
    await started.promise;
    expect(await rescuer.runOnce()).toBe(false); // still leased
    clock.advance(60_000);
    expect(await rescuer.runOnce()).toBe(true);
    expect(await jobStatus(database.db, "lease", "L")).toMatchObject({ status: "done", attempts: 2 });

    // The first process wakes up: its late result does not overwrite the rescuer's.
    release.resolve();
    expect(await stuckRun).toBe(true);
    expect(await jobStatus(database.db, "lease", "L")).toMatchObject({ status: "done", attempts: 2 });
    expect(stuckLogger.lines).toContainEqual({
      level: "warn",
      message: "job lease lost before the job finished",
    });
  });

  it("keeps one live job per key, and commits a job only with its caller's transaction", async () => {
    const first = await enqueue(database.db, { queue: "keyed", key: "S-9", payload: { v: 1 } });
    const again = await enqueue(database.db, { queue: "keyed", key: "S-9", payload: { v: 2 } });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });

    const payloads: unknown[] = [];
    const w = worker({ keyed: async (payload) => void payloads.push(payload) });
    expect(await w.runOnce()).toBe(true);
    expect(payloads).toEqual([{ v: 1 }]);
    // Once done, the key may be used for a new job (sending the document again).
    const later = await enqueue(database.db, { queue: "keyed", key: "S-9", payload: { v: 3 } });
    expect(later.created).toBe(true);
    expect((await jobStatus(database.db, "keyed", "S-9"))!.id).toBe(later.id);

    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, { queue: "keyed", key: "S-10", payload: {} });
        throw new Error("the output was not saved");
      }),
    ).rejects.toThrow("the output was not saved");
    expect(await jobStatus(database.db, "keyed", "S-10")).toBeNull();
    await database.db.transaction((tx) => enqueue(tx, { queue: "keyed", key: "S-10", payload: {} }));
    expect(await jobStatus(database.db, "keyed", "S-10")).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("withdraws a pending job, never one a worker holds, and only with its caller's transaction", async () => {
    const clock = testClock();
    const ran: string[] = [];
    const held = deferred();
    const started = deferred();
    const w = worker(
      {
        withdraw: async (payload: { id: string }) => {
          ran.push(payload.id);
          if (payload.id === "held") {
            started.resolve();
            await held.promise;
          }
        },
      },
      { now: clock.now },
    );
    for (const id of ["held", "rolled-back", "waiting"])
      await enqueue(database.db, { queue: "withdraw", key: id, payload: { id }, runAt: clock.now() });

    const running = w.runOnce();
    await started.promise;
    expect(await cancelJob(database.db, "withdraw", "held", "Cancelado.")).toBe(false);
    held.resolve();
    await running;
    expect(await jobStatus(database.db, "withdraw", "held")).toMatchObject({ status: "done" });

    await database.db
      .transaction(async (tx) => {
        expect(await cancelJob(tx, "withdraw", "rolled-back", "Cancelado.")).toBe(true);
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await cancelJob(database.db, "withdraw", "waiting", "MTR cancelado antes do envio.")).toBe(true);
    expect(await jobStatus(database.db, "withdraw", "waiting")).toMatchObject({
      status: "failed",
      lastError: "MTR cancelado antes do envio.",
      finishedAt: expect.any(Date),
    });
    expect(await cancelJob(database.db, "withdraw", "waiting", "De novo.")).toBe(false);
    while (await w.runOnce());
    expect(ran).toEqual(["held", "rolled-back"]);
  });

  it("runs due jobs in its loop until stopped", async () => {
    const done = deferred();
    const w = startWorker({
      db: database.db,
      logger: recordingLogger(),
      handlers: { looped: async () => done.resolve() },
      pollMs: 10,
    });
    await enqueue(database.db, { queue: "looped", payload: {} });
    await done.promise;
    await w.stop();
  });
});
