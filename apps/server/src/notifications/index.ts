import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { startWorker, type Worker } from "../jobs";
import type { Mailer } from "../mail/mailer";
import { notificationRoutes } from "./routes";
import {
  LICENSE_ALERTS_QUEUE,
  type LicenseAlertSettings,
  licenseAlertsHandler,
  scheduleLicenseAlerts,
} from "./schedule";

export { alertSubject, type LicenseAlertResult, localClock, runLicenseAlerts } from "./license-alerts";
export {
  LICENSE_ALERTS_QUEUE,
  type LicenseAlertSettings,
  licenseAlertsHandler,
  readLicenseAlertSettings,
  scheduleLicenseAlerts,
} from "./schedule";

export type NotificationsDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** The daily licence alerts' schedule (none: nothing runs by itself; tests call the pass). */
  licenseAlerts?: LicenseAlertSettings;
};

/**
 * The header's Notificações (issue 17): its routes and, with `licenseAlerts`, the daily pass: a timer in
 * every process enqueues the day's `license-alerts` job once the hour has come, and a worker runs it.
 */
export function notificationsModule(app: FastifyInstance, deps: NotificationsDeps) {
  notificationRoutes(app, deps);
  const settings = deps.licenseAlerts;
  if (!settings) return;
  let worker: Worker | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    scheduleLicenseAlerts(deps.db, settings, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, "scheduling the licence alerts failed"),
    );
  app.addHook("onReady", async () => {
    worker = startWorker({
      db: deps.db,
      logger: app.log,
      pollMs: settings.pollMs,
      handlers: {
        [LICENSE_ALERTS_QUEUE]: licenseAlertsHandler({
          db: deps.db,
          mailer: deps.mailer,
          publicUrl: deps.publicUrl,
          log: app.log,
        }),
      },
    });
    timer = setInterval(tick, settings.checkEveryMs);
    timer.unref();
    void tick();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await worker?.stop();
  });
}
