// The company's users (user menu: "Gerenciar Usuarios", "Gerenciar Permissoes") on the resource kit, and
// the signed-in user's own profile and password ("Editar Meu Perfil"). See docs/api/users.md.
import { abortable, type Http } from "./http";
import { resourceApi } from "./resources";

export type UserRole = "admin" | "member";

/** A user of the signed-in company (the list item and the record). */
export type CompanyUser = {
  /** The user's place in this company: what the URLs name. */
  uuid_user: string;
  name: string;
  email: string;
  role: UserRole;
  /** True until the user creates a password through the first-access e-mail. */
  pending: boolean;
  /** The signed-in user's own row (neither inactivated nor demoted by themselves). */
  is_self: boolean;
  /**
   * The person also has a place in another company: only they rename themselves (Editar Meu Perfil),
   * so another user's name is shown read-only (PUT answers 409 SHARED_USER to a new one).
   */
  shared: boolean;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

/** Create: name, e-mail and profile; update: name and profile (the e-mail is the login name). */
export type CompanyUserInput = { name: string; email?: string; role: UserRole };

/** `GET /users`, `POST /users`, `PUT /users/{id}`, inactivation, reactivation, history, welcome resend. */
export function usersApi(http: Http) {
  const kit = resourceApi<CompanyUser, CompanyUserInput>(http, "/users");
  return {
    ...kit,
    /** A new first-access e-mail for a user who has not created a password yet. */
    resendWelcome: (uuid: string) =>
      http
        .post<{ welcome_sent_at: string }>(`/users/${encodeURIComponent(uuid)}/welcome`, {})
        .then((r) => r.data),
  };
}
export type UsersApi = ReturnType<typeof usersApi>;

/** The signed-in user's own data. */
export type MyProfile = {
  uuid: string;
  name: string;
  email: string;
  role: UserRole;
  company: { trading_name: string };
  last_login_at: string | null;
};

export type MyPasswordInput = {
  passwordCurrent: string;
  passwordNew: string;
  passwordNewConfirm: string;
};

/** `GET /me`, `PUT /me` (the name) and `PUT /me/password` (other sessions end). */
export function myProfileApi(http: Http) {
  return {
    get: (signal?: AbortSignal) => http.get<MyProfile>("/me", abortable(signal)).then((r) => r.data),
    update: (values: { name: string }) => http.put<MyProfile>("/me", values).then((r) => r.data),
    changePassword: (values: MyPasswordInput) =>
      http.put<{ message: string }>("/me/password", values).then((r) => r.data),
  };
}
export type MyProfileApi = ReturnType<typeof myProfileApi>;
