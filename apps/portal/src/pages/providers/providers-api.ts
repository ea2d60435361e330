import { providersApi } from "@trilha/api";
import { api } from "../../api/client";

/** The providers calls, on the portal's client (bearer set at sign-in). */
export const providers = providersApi(api.providers);
