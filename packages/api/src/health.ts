import { abortable, type Http } from "./http";
import type { Health } from "./types/health";

export function healthApi(http: Http) {
  return {
    get: (signal?: AbortSignal) => http.get<Health>("/health", abortable(signal)).then((r) => r.data),
  };
}
