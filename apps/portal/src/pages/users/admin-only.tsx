import { type ApiError, toApiError, USER_CODES } from "@trilha/api";

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

/** What a users screen shows instead of its content to a user who is not an administrator. */
export function AdminOnlyNotice({ message }: { message: string }) {
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
