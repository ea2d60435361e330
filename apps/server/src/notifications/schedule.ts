import type { Database } from "../db/database";
import { enqueue, type JobHandler, jobStatus, PermanentJobError } from "../jobs";
import { type LicenseAlertDeps, localClock, runLicenseAlerts } from "./license-alerts";

/** The job queue of the daily licence alerts; a job's key is Brasília's day ("2026-05-14"). */
export const LICENSE_ALERTS_QUEUE = "license-alerts";

export type LicenseAlertSettings = {
  /** Brasília's hour (0–23) from which the day's pass may run (LICENSE_ALERTS_HOUR, 7). */
  hour: number;
  /** How often each process looks whether the day's job exists yet (10 min). */
  checkEveryMs: number;
  /** How often the worker looks for a due job (1 min: a daily job needs no quicker start). */
  pollMs: number;
};

export const DEFAULT_LICENSE_ALERTS_HOUR = 7;

/** From the environment: LICENSE_ALERTS_HOUR (0–23, Brasília's time; 7 when unset or not an hour). */
export function readLicenseAlertSettings(env: Record<string, string | undefined>): LicenseAlertSettings {
  const raw = env.LICENSE_ALERTS_HOUR?.trim() ?? "";
  const hour = Number(raw);
  return {
    hour:
      raw !== "" && Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_LICENSE_ALERTS_HOUR,
    checkEveryMs: 10 * 60_000,
    pollMs: 60_000,
  };
}

/** The calendar day before `day` ("2026-05-14" → "2026-05-13"). */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The timer's step: from the configured hour on, the day's job is enqueued once; before it, the previous
 * day's, if that one never ran (a fresh install, or no process up at that hour): its alerts are late
 * already, and the control panel counts the licences they are about. Every process runs this; the queue
 * keeps one live job per day and a finished day is not asked again, so one process does the day's work
 * (and the pass itself is idempotent should a race enqueue a day twice).
 */
export async function scheduleLicenseAlerts(
  db: Database,
  settings: Pick<LicenseAlertSettings, "hour">,
  now: Date,
): Promise<boolean> {
  const { day: today, hour } = localClock(now);
  const day = hour < settings.hour ? dayBefore(today) : today;
  if (await jobStatus(db, LICENSE_ALERTS_QUEUE, day)) return false;
  const { created } = await enqueue(db, { queue: LICENSE_ALERTS_QUEUE, key: day, payload: { day } });
  return created;
}

/** Runs the job's day: its alerts, created and e-mailed. */
export function licenseAlertsHandler(deps: LicenseAlertDeps): JobHandler {
  return async (payload: { day?: unknown }) => {
    if (typeof payload?.day !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(payload.day))
      throw new PermanentJobError("Dia inválido para os alertas de licenças.");
    await runLicenseAlerts(deps, payload.day);
  };
}
