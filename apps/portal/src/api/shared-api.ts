import { filesApi, referenceApi } from "@trilha/api";
import { api } from "./client";

/** Reference data every domain reads (states, cities, CEP, license types, company prefill), with the session's bearer. */
export const reference = referenceApi(api.providers);
/** Stored files (certificates, licenses, documents, contract PDFs), fetched with the same bearer. */
export const files = filesApi(api.providers);
