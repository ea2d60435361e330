import { residuesApi } from "@trilha/api";
import { api } from "../../api/client";

/** The residues calls and their option lists, on the portal's client (bearer set at sign-in). */
export const residues = residuesApi(api.providers);
