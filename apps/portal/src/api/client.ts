import {
  AUTH_CODES,
  createApiClients,
  type Http,
  SERVICES,
  toApiError,
  watchUploadRejections,
} from "@trilha/api";

/** The portal's one set of service clients, from one base URL (same-origin `/api/v1` unless configured). */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? "/api/v1";

export const api = createApiClients({
  baseUrl: API_BASE_URL,
  hosts: {
    providers: import.meta.env.VITE_PROVIDERS_API_URL,
    residues: import.meta.env.VITE_RESIDUES_API_URL,
    dashboards: import.meta.env.VITE_DASHBOARDS_API_URL,
    lighthouse: import.meta.env.VITE_LIGHTHOUSE_API_URL,
  },
});

type IdleHandler = () => void;
let onIdle: IdleHandler | null = null;

/** Registers what happens when any call answers that the session went idle (the app: logout + /erro/inatividade). */
export function onSessionIdle(handler: IdleHandler | null) {
  onIdle = handler;
}

/** True for the server's "session idle for 20 minutes" answer (401 with code SESSION_IDLE). */
export function isSessionIdle(reason: unknown) {
  const error = toApiError(reason);
  return error.status === 401 && error.code === AUTH_CODES.sessionIdle;
}

/** The one idle check every failed call goes through, redaxios or upload: runs the handler on SESSION_IDLE. */
export function notifySessionIdle(reason: unknown) {
  if (isSessionIdle(reason)) onIdle?.();
}

const METHODS = ["get", "delete", "head", "options", "post", "put", "patch"] as const;

/**
 * redaxios has no response interceptors, so every client's methods are wrapped once here: the idle
 * answer is handled in this one place whichever page or client made the call. Multipart uploads skip
 * these methods (XMLHttpRequest, for progress), so their failures are watched through the same hook.
 */
export function watchSessionIdle(http: Http) {
  const methods = http as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of METHODS) {
    const original = methods[method];
    if (!original) continue;
    methods[method] = (...args: unknown[]) =>
      original(...args).catch((reason: unknown) => {
        notifySessionIdle(reason);
        throw reason;
      });
  }
  watchUploadRejections(http, notifySessionIdle);
}

for (const service of SERVICES) watchSessionIdle(api[service]);
