import { type Http, IDEMPOTENCY_KEY_HEADER, newIdempotencyKey, versionHeaders } from "./http";
import { uploadRejectionWatcher } from "./upload-watch";

export type UploadOptions = {
  /** Upload progress, 0–100, as the browser sends the body (fetch cannot report it). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** A POST's Idempotency-Key: pass the same one to retry the same save; a fresh one otherwise. */
  idempotencyKey?: string;
  /**
   * An update's record version (its `updated_at` as read): sent as `If-Match`, so a save over a change
   * made meanwhile is refused (412 `STALE_RECORD`) instead of undoing it.
   */
  version?: string | null | undefined;
};

export type UploadResponse<T> = { status: number; statusText: string; data: T };

/** redaxios joins the base URL this way; uploads must reach the same URL a `get` would. */
export function resolveUrl(http: Http, url: string): string {
  const base = (http.defaults as { baseURL?: string }).baseURL;
  return base ? url.replace(/^(?!.*\/\/)\/?/, `${base}/`) : url;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends a multipart body through XMLHttpRequest, the one browser API that reports upload progress.
 * It takes the client's base URL and headers (the bearer among them) and settles like redaxios:
 * resolves with `{ status, data }` on 2xx, rejects with the same shape otherwise, so `toApiError` reads both.
 */
export function upload<T>(
  http: Http,
  method: "POST" | "PUT",
  url: string,
  body: FormData,
  { onProgress, signal, idempotencyKey, version }: UploadOptions = {},
): Promise<UploadResponse<T>> {
  const watcher = uploadRejectionWatcher(http);
  const settled = new Promise<UploadResponse<T>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The operation was aborted.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, resolveUrl(http, url));
    const headers = (http.defaults.headers ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(headers)) {
      // The browser writes the multipart boundary itself; a preset content type would break it.
      if (name.toLowerCase() === "content-type" || value == null) continue;
      xhr.setRequestHeader(name, String(value));
    }
    if (method === "POST")
      xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey ?? newIdempotencyKey());
    for (const [name, value] of Object.entries(versionHeaders(version))) xhr.setRequestHeader(name, value);
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    onProgress?.(0);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener("load", () => {
      signal?.removeEventListener("abort", abort);
      const response = { status: xhr.status, statusText: xhr.statusText, data: parse(xhr.responseText) as T };
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(response);
      } else reject(response);
    });
    xhr.addEventListener("error", () => {
      signal?.removeEventListener("abort", abort);
      reject({ status: 0, statusText: "Network Error", data: null });
    });
    xhr.addEventListener("abort", () => {
      reject(new DOMException("The operation was aborted.", "AbortError"));
    });
    xhr.send(body);
  });
  return watcher
    ? settled.catch((reason: unknown) => {
        watcher(reason);
        throw reason;
      })
    : settled;
}
