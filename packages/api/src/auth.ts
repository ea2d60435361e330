import { abortable, type Http } from "./http";
import type {
  CurrentCompanyRequest,
  CurrentCompanyResponse,
  DashboardLoginResponse,
  LoginRequest,
  LoginResponse,
  ModuleRequest,
  ModuleResponse,
  PasswordChangeRequest,
  PasswordLinkCheck,
  PasswordLinkQuery,
  PasswordResetRequest,
  SsoRequest,
  SsoResponse,
} from "./types/auth";

/** Sign-in calls of spec 01 §7, on the user client (main API host). */
export function authApi(http: Http) {
  return {
    login: (body: LoginRequest) => http.post<LoginResponse>("/login", body).then((r) => r.data),
    selectModule: (body: ModuleRequest) =>
      http.post<ModuleResponse>("/login/module", body).then((r) => r.data),
    selectCompany: (body: CurrentCompanyRequest) =>
      http.post<CurrentCompanyResponse>("/companies/current", body).then((r) => r.data),
    ssoLogin: (body: SsoRequest) => http.post<SsoResponse>("/sso/login", body).then((r) => r.data),
    requestPasswordReset: (body: PasswordResetRequest) =>
      http.post<unknown>("/users/password/remember", body).then((r) => r.status),
    /** Whether an e-mail's password link still works, before anything is typed (401 TOKEN_EXPIRED if not). */
    checkPasswordLink: ({ id, token }: PasswordLinkQuery, signal?: AbortSignal) =>
      http
        .get<PasswordLinkCheck>("/users/password/check", {
          params: { id: String(id), token },
          ...abortable(signal),
        })
        .then((r) => r.data),
    changePassword: (body: PasswordChangeRequest) =>
      http.post<unknown>("/users/password", body).then((r) => r.data),
    dashboardLogin: () => http.post<DashboardLoginResponse>("/ms-dashboards/login", {}).then((r) => r.data),
  };
}

/** Where the browser goes after sign-in for users who leave the portal (spec 01 §4 step 6). */
export function microServiceHandoffUrl(baseUrl: string, token: string) {
  return `${baseUrl.replace(/\/$/, "")}/logar_by_micro_service/${encodeURIComponent(token)}`;
}

export function thirdPartyHandoffUrl(host: string, usuarioId: string | number, token: string) {
  return `${host.replace(/\/$/, "")}/logar_by_micro_service/${encodeURIComponent(String(usuarioId))}/${encodeURIComponent(token)}`;
}
