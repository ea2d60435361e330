import { COMPANY_CODES } from "@trilha/api/error-codes";
import { requireCompanyAdmin } from "../session/require-admin";

export const COMPANY_ADMIN_ONLY =
  "Apenas administradores da empresa podem alterar os dados e o logotipo da empresa.";

/** Every member reads the company's profile and logo; only its administrators change them. */
export const requireProfileAdmin = requireCompanyAdmin(COMPANY_ADMIN_ONLY, COMPANY_CODES.ADMIN_ONLY);
