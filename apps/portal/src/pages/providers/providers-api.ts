import { filesApi, providersApi, referenceApi } from "@trilha/api";
import { api } from "../../api/client";

/** The providers calls and their reference data, on the portal's providers client (bearer set at sign-in). */
export const providers = providersApi(api.providers);
export const reference = referenceApi(api.providers);
/** Stored files (certificates, licenses, employee documents), fetched with the same bearer. */
export const files = filesApi(api.providers);
