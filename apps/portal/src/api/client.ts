import {
  AUTH_CODES,
  createApiClients,
  type Http,
  SERVICES,
  type ServiceName,
  setBearer,
  toApiError,
  watchUploadRejections,
} from "@trilha/api";

/** The portal's one set of service clients, from one base URL (same-origin `/api/v1` unless configured). */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? "/api/v1";

const CLIENTS = {
  baseUrl: API_BASE_URL,
  hosts: {
    providers: import.meta.env.VITE_PROVIDERS_API_URL,
    residues: import.meta.env.VITE_RESIDUES_API_URL,
    dashboards: import.meta.env.VITE_DASHBOARDS_API_URL,
    lighthouse: import.meta.env.VITE_LIGHTHOUSE_API_URL,
  },
};

export const api = createApiClients(CLIENTS);

/**
 * The same services for the calls the portal makes on its own (the control panel's dashboards token,
 * asked again every 600000 ms, and its figures), which the server does not count as the user's activity
 * (`passiveSession`): they do not restart the idle warning's count either, and an idle answer still signs
 * the portal out. Each call passes its bearer (`passiveClient`), so no session change has to reach them.
 */
const passiveApi = createApiClients(CLIENTS);

export function passiveClient(service: ServiceName, bearer: string | null): Http {
  const http = passiveApi[service];
  setBearer(http, bearer);
  return http;
}

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

/**
 * What happens when a call answers that the session ended elsewhere (the app: signed out, erro 4 for the
 * login). Given the token the call carried (undefined when not known: an upload), so an answer about a
 * session already left (a sign-out, another sign-in meanwhile) signs nothing out.
 */
type EndedHandler = (sentWith: string | undefined) => void;
let onEnded: EndedHandler | null = null;

/** Registers what happens when any call answers 401 SESSION_ENDED (see `EndedHandler`). */
export function onSessionEnded(handler: EndedHandler | null) {
  onEnded = handler;
}

/**
 * True for the server's "this session is over" answer to a signed-in call (401 with code SESSION_ENDED:
 * signed out in another tab, a new password, the user or company inactivated, replaced by a new sign-in).
 * Not the other 401s (a login's INVALID_CREDENTIALS, a spent sign-in or password link's TOKEN_EXPIRED, a
 * dashboards token's TOKEN_EXPIRED, which is asked again and then meets this answer if the session is over).
 */
export function isSessionEnded(reason: unknown) {
  const error = toApiError(reason);
  return error.status === 401 && error.code === AUTH_CODES.sessionEnded;
}

/**
 * The one check every failed call goes through, redaxios or upload: runs the idle handler on
 * SESSION_IDLE and the ended handler on SESSION_ENDED (`sentWith`: the call's bearer token, when known).
 */
export function notifySessionIdle(reason: unknown, sentWith?: string) {
  if (isSessionIdle(reason)) onIdle?.();
  else if (isSessionEnded(reason)) onEnded?.(sentWith);
}

/** The bearer token a client sends now (its Authorization header), "" without one. */
function bearerOf(http: Http) {
  const header = (http.defaults?.headers as Record<string, string> | undefined)?.Authorization ?? "";
  return header.replace(/^Bearer\s+/i, "");
}

type CallListener = (at: number) => void;
let lastCall = Date.now();
const callListeners = new Set<CallListener>();

/** When a call last reached the server: the session's last activity as the server counts it. */
export function lastServerCall() {
  return lastCall;
}

/** Told after every call the server answered (the idle warning starts counting again). */
export function onServerCall(listener: CallListener) {
  callListeners.add(listener);
  return () => {
    callListeners.delete(listener);
  };
}

function recordServerCall(reason?: unknown) {
  // A refused session (401) or no answer at all (status 0) did not count as activity.
  if (reason !== undefined) {
    const { status } = toApiError(reason);
    if (status === 0 || status === 401) return;
  }
  lastCall = Date.now();
  for (const listener of callListeners) listener(lastCall);
}

const METHODS = ["get", "delete", "head", "options", "post", "put", "patch"] as const;

/**
 * redaxios has no response interceptors, so every client's methods are wrapped once here: the idle and
 * the ended-session answers are handled in this one place whichever page or client made the call. Multipart uploads skip
 * these methods (XMLHttpRequest, for progress), so their failures are watched through the same hook.
 */
export function watchSessionIdle(http: Http, { activity = true }: { activity?: boolean } = {}) {
  const methods = http as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of METHODS) {
    const original = methods[method];
    if (!original) continue;
    methods[method] = (...args: unknown[]) => {
      // The token this call leaves with: its answer is about that session, not one signed in since.
      const sentWith = bearerOf(http);
      return original(...args).then(
        (response) => {
          if (activity) recordServerCall();
          return response;
        },
        (reason: unknown) => {
          if (activity) recordServerCall(reason);
          notifySessionIdle(reason, sentWith);
          throw reason;
        },
      );
    };
  }
  watchUploadRejections(http, (reason) => notifySessionIdle(reason));
}

for (const service of SERVICES) {
  watchSessionIdle(api[service]);
  watchSessionIdle(passiveApi[service], { activity: false });
}
