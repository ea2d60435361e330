import * as React from "react";
import { lastServerCall, onServerCall } from "../api/client";

/** The warning comes this long before the session goes idle. */
export const IDLE_WARNING_MS = 60_000;

/**
 * The last answered call of any of the browser's tabs: they share one session (the token is in
 * localStorage), so a tab left open in the background must count the calls the tab in use makes, or at
 * its own limit it ends the session that tab is working in (QA walk: a second tab signed the first out).
 */
export const SHARED_CALL_KEY = "trilha-admin:last-call";

/** The shared last call; one said to be in the future (a clock set back since) counts for nothing. */
function sharedCall() {
  try {
    const at = Number(window.localStorage.getItem(SHARED_CALL_KEY)) || 0;
    return at <= Date.now() ? at : 0;
  } catch {
    return 0;
  }
}

function shareCall(at: number) {
  try {
    if (at > sharedCall()) window.localStorage.setItem(SHARED_CALL_KEY, String(at));
  } catch {
    // Without storage each tab counts its own calls, as before.
  }
}

export type IdleWarningOptions = {
  /** SESSION_IDLE_MINUTES, from the server's public settings. */
  idleMinutes: number;
  /** A call that counts as activity ("Continuar conectado"); its answer restarts the count. */
  keepAlive: () => Promise<unknown>;
  /** The session went idle: clear the screen and say so (logout, /erro/inatividade). */
  onIdle: () => void;
};

/**
 * Counts from the last call the server answered (what the server counts too), in this tab or another
 * of the browser's (`SHARED_CALL_KEY`): a minute before `idleMinutes` have passed the warning opens; at
 * the limit `onIdle` runs, before any later click could show the idle session's data. Every answered call
 * (the user working, or `keepAlive`) starts again.
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
    let from = 0;
    const schedule = (at: number) => {
      from = Math.max(at, sharedCall());
      window.clearTimeout(warnTimer);
      window.clearTimeout(idleTimer);
      setWarning(false);
      const left = from + idleMs - Date.now();
      warnTimer = window.setTimeout(() => setWarning(true), Math.max(0, left - IDLE_WARNING_MS));
      idleTimer = window.setTimeout(
        () => {
          // A call another tab shared without this tab hearing of it (no storage event) counts too.
          if (sharedCall() > from) return schedule(from);
          setWarning(false);
          onIdleRef.current();
        },
        Math.max(0, left),
      );
    };
    schedule(lastServerCall());
    const stop = onServerCall((at) => {
      shareCall(at);
      schedule(at);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === SHARED_CALL_KEY && Number(event.newValue) > from) schedule(from);
    };
    window.addEventListener("storage", onStorage);
    return () => {
      stop();
      window.removeEventListener("storage", onStorage);
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
