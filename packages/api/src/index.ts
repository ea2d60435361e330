export { type ApiClients, type ApiConfig, createApiClients, SERVICES, type ServiceName } from "./clients";
export { type ApiError, toApiError } from "./errors";
export { healthApi } from "./health";
export { abortable, createHttp, DEFAULT_HEADERS, type Http, setBearer } from "./http";
export type { Health } from "./types/health";
export { type ListQuery, type Page, toApiPage } from "./types/page";
