import { type ApiError, toApiError, USER_CODES } from "@trilha/api";
import type * as React from "react";
import { HomeLink } from "../../resources/home-link";
import { paths } from "../../routes/paths";
import { useCompanyRole } from "../../shell/company-role";
import { userText } from "./text";

/** The server's message when a call was refused because only administrators manage users (403 ADMIN_ONLY). */
export function adminOnlyMessage(reason: unknown): string | null {
  if (!reason) return null;
  const error = toApiError(reason);
  return error.code === USER_CODES.ADMIN_ONLY ? error.message : null;
}

/** Codes whose message the server writes for the user to read (docs/api/users.md). */
const READABLE: readonly string[] = [
  USER_CODES.ADMIN_ONLY,
  USER_CODES.SELF_CHANGE,
  USER_CODES.SHARED_USER,
  USER_CODES.EMAIL_TAKEN,
];

/**
 * A refused users call's toast: the server's own pt-BR message for the users' codes (only
 * administrators, one's own user, a user shared with other companies, an e-mail taken), the screen's
 * fallback for anything else.
 */
export const failureMessage =
  (fallback: string) =>
  (error: ApiError): string =>
    READABLE.includes(error.code) && error.message ? error.message : fallback;

/** Why a user who is not an administrator cannot do what the page offers administrators. */
export function AdminOnlyNote({ message }: { message: string }) {
  return (
    <p
      role="alert"
      data-slot="admin-only"
      className="rounded-md border border-warning bg-warning-light px-4 py-3 text-sm font-semibold text-text"
    >
      {message}
    </p>
  );
}

/**
 * What a users screen shows instead of its content to a user who is not an administrator (in a column
 * of its page): why not, and not only the breadcrumbs as a way back: Voltar ao início to the Painel de
 * Controle, as the other page with nothing to show (NotFound). A page that still shows its content read
 * only (Perfil da Empresa) has the note alone.
 */
export function AdminOnlyNotice({ message }: { message: string }) {
  return (
    <>
      <AdminOnlyNote message={message} />
      <HomeLink to={paths.dashboard} />
    </>
  );
}

/**
 * A users screen only administrators see (/usuarios, its Novo and Editar Usuário, /permissoes): an Operador, known by the session's
 * role, gets the notice under the page's title without the page asking for the users (the server keeps
 * refusing them; a role changed meanwhile still shows the server's refusal). Until the role is known
 * (the shell's first session check) only the title shows, so nothing is asked for in vain.
 */
export function AdminOnlyPage({ title, children }: { title: string; children: React.ReactNode }) {
  const role = useCompanyRole();
  if (role === "admin") return children;
  return (
    <div className="flex flex-col gap-6" aria-busy={role === null || undefined}>
      <h1 className="text-2xl font-semibold text-primary-dark">{title}</h1>
      {role ? <AdminOnlyNotice message={userText.adminOnly} /> : null}
    </div>
  );
}
