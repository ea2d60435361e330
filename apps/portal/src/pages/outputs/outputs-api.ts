import { outputsApi } from "@trilha/api";
import { api } from "../../api/client";

/** The output documents' calls, on the portal's client (bearer set at sign-in). */
export const outputs = outputsApi(api.providers);
