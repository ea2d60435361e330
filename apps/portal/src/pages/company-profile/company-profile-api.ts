import { companyProfileApi } from "@trilha/api";
import { api } from "../../api/client";

/** The signed-in company's own data, on the portal's main client (bearer set at sign-in). */
export const companyProfile = companyProfileApi(api.user);
