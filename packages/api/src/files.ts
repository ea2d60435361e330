import { abortable, type Http } from "./http";

/** A stored file as an item names it: its display name and its URL (`/api/v1/files/{uuid}`). */
export type FileRef = { name: string; href: string };

/**
 * The URL to fetch a stored file from. Items give it from the API host's root (`/api/v1/files/…`), not
 * relative to the client's base path, so it is resolved against the base's origin; redaxios then
 * leaves an absolute URL alone instead of prefixing its base a second time.
 */
export function fileRequestUrl(http: Http, url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  const base = (http.defaults as { baseURL?: string }).baseURL ?? "/";
  const page = typeof location === "undefined" ? "http://localhost/" : location.href;
  return new URL(url, new URL(base, page)).href;
}

/**
 * GET /files/{uuid} answers only to the bearer header (docs/api/providers.md): a plain link cannot
 * send it, so files are fetched as blobs through the signed-in client and saved from there.
 */
export function filesApi(http: Http) {
  return {
    /** The bytes of a stored file, from the URL its item gives. */
    get: (url: string, signal?: AbortSignal) =>
      http
        .get<Blob>(fileRequestUrl(http, url), {
          ...abortable(signal),
          responseType: "blob",
          headers: { Accept: "*/*" },
        })
        .then((r) => r.data),
    /**
     * The bytes of a stored file and its display name (the `x-file-name` header, null when absent), for
     * a page that shows the file by itself.
     */
    open: async (url: string, signal?: AbortSignal) => {
      const response = await http.get<Blob>(fileRequestUrl(http, url), {
        ...abortable(signal),
        responseType: "blob",
        headers: { Accept: "*/*" },
      });
      const encoded = response.headers.get("x-file-name");
      let name: string | null = null;
      try {
        name = encoded ? decodeURIComponent(encoded) : null;
      } catch {
        // A malformed header names nothing; the file still opens.
      }
      return { blob: response.data, name };
    },
    /** Fetches a stored file and saves it under its display name. */
    download: async (file: FileRef, signal?: AbortSignal) => {
      const blob = await filesApi(http).get(file.href, signal);
      saveBlob(blob, file.name);
    },
  };
}

export type FilesApi = ReturnType<typeof filesApi>;

/** Saves a blob under a name, as a download link with that name would. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later rather than at once: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
