import { type ApiError, companyProfileApi } from "@trilha/api";
import { COMPANY_CODES } from "@trilha/api/error-codes";
import { api } from "../../api/client";

/** The signed-in company's own data, on the portal's main client (bearer set at sign-in). */
export const companyProfile = companyProfileApi(api.user);

/**
 * A refusal's toast: the server's own words when only administrators may make the change (a member
 * whose profile changed while the page was open), otherwise the page's fixed text.
 */
export function adminOnlyOr(error: ApiError, fallback: string) {
  return error.code === COMPANY_CODES.ADMIN_ONLY && error.message ? error.message : fallback;
}
