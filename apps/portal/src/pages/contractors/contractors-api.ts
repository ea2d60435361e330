import { contractorsApi } from "@trilha/api";
import { api } from "../../api/client";

/** The contractors calls, on the portal's client (bearer set at sign-in). */
export const contractors = contractorsApi(api.providers);
