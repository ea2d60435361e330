import { abortable, type Company, type Http, type Module, type UserRole } from "@trilha/api";

/** What `GET /settings/public` answers (docs/api/auth.md): the switches the public pages need. */
export type PublicSettings = {
  captchaEnabled: boolean;
  hcaptchaSiteKey: string;
  thirdPartyUrl: string;
  version: string;
  supportPhone: string;
  supportEmail: string;
  /** SESSION_IDLE_MINUTES: a session ends after this many minutes without a call. */
  sessionIdleMinutes: number;
};

export type SessionUserInfo = { name?: string; email?: string; plans?: string };

/** A micro-service hand-off opens the session; an SSO hand-off goes on with the sign-in's modules. */
export type ExchangeResponse =
  | { token: string; user: SessionUserInfo; company: Company }
  | { token: string; modules: Module[] };

/** Our own calls beside the spec's (docs/api/auth.md): hand-off exchange, logout, session, settings. */
export function portalApi(http: Http) {
  return {
    exchange: (code: string) => http.post<ExchangeResponse>("/login/exchange", { code }).then((r) => r.data),
    logout: () => http.post<unknown>("/logout", {}).then((r) => r.status),
    session: () =>
      http.get<{ user: SessionUserInfo; company: Company; role?: UserRole }>("/session").then((r) => r.data),
    settings: () => http.get<PublicSettings>("/settings/public").then((r) => r.data),
    /** The report /legislacao embeds (LEGISLATION_REPORT_URL), null when none is configured. */
    legislation: (signal?: AbortSignal) =>
      http
        .get<{ report_url: string | null }>("/settings/legislation", abortable(signal))
        .then((r) => r.data.report_url),
  };
}
