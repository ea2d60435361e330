import * as React from "react";
import { lastServerCall, onServerCall } from "../api/client";

/** The warning comes this long before the session goes idle. */
export const IDLE_WARNING_MS = 60_000;

export type IdleWarningOptions = {
  /** SESSION_IDLE_MINUTES, from the server's public settings. */
  idleMinutes: number;
  /** A call that counts as activity ("Continuar conectado"); its answer restarts the count. */
  keepAlive: () => Promise<unknown>;
  /** The session went idle: clear the screen and say so (logout, /erro/inatividade). */
  onIdle: () => void;
};

/**
 * Counts from the last call the server answered (what the server counts too): a minute before
 * `idleMinutes` have passed the warning opens; at the limit `onIdle` runs, before any later click could
 * show the idle session's data. Every answered call (the user working, or `keepAlive`) starts again.
 */
export function useIdleWarning({ idleMinutes, keepAlive, onIdle }: IdleWarningOptions) {
  const [warning, setWarning] = React.useState(false);
  const [keeping, setKeeping] = React.useState(false);
  const onIdleRef = React.useRef(onIdle);
  onIdleRef.current = onIdle;

  React.useEffect(() => {
    const idleMs = idleMinutes * 60_000;
    let warnTimer: number | undefined;
    let idleTimer: number | undefined;
    const schedule = (from: number) => {
      window.clearTimeout(warnTimer);
      window.clearTimeout(idleTimer);
      setWarning(false);
      const left = from + idleMs - Date.now();
      warnTimer = window.setTimeout(() => setWarning(true), Math.max(0, left - IDLE_WARNING_MS));
      idleTimer = window.setTimeout(
        () => {
          setWarning(false);
          onIdleRef.current();
        },
        Math.max(0, left),
      );
    };
    schedule(lastServerCall());
    const stop = onServerCall(schedule);
    return () => {
      stop();
      window.clearTimeout(warnTimer);
      window.clearTimeout(idleTimer);
    };
  }, [idleMinutes]);

  const stayConnected = React.useCallback(async () => {
    setKeeping(true);
    try {
      await keepAlive();
    } catch {
      // A failed call leaves the count as it was: the session ends when it was going to.
    } finally {
      setKeeping(false);
    }
  }, [keepAlive]);

  return { warning, keeping, stayConnected, dismiss: () => setWarning(false) };
}
