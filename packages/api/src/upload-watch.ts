import type { Http } from "./http";

// Apart from ./upload so that the app's client setup, on every first page, does not bring the
// XMLHttpRequest upload code into /login's initial JS (issue 12).

type RejectionWatcher = (reason: unknown) => void;
const rejectionWatchers = new WeakMap<Http, RejectionWatcher>();

/**
 * Lets the app see every upload failure of one client, as it sees its redaxios failures by wrapping the
 * client's methods (uploads bypass those methods: they go through XMLHttpRequest).
 */
export function watchUploadRejections(http: Http, watcher: RejectionWatcher | null) {
  if (watcher) rejectionWatchers.set(http, watcher);
  else rejectionWatchers.delete(http);
}

/** The watcher `watchUploadRejections` set for `http`, if any. */
export function uploadRejectionWatcher(http: Http): RejectionWatcher | undefined {
  return rejectionWatchers.get(http);
}
