import { toApiError, type UploadOptions } from "@trilha/api";
import * as React from "react";
import { versionOf } from "./use-edit-controller";

/** The calls an edit page needs; a `resourceApi` fits as it is. */
export type RecordApi<T, Input> = {
  get: (id: string, signal?: AbortSignal) => Promise<T>;
  update?: (id: string, input: Input, options?: UploadOptions) => Promise<T>;
  reactivate?: (id: string, justification: string) => Promise<T>;
};

/**
 * Whether a failed read says the item is not there for this user (a 4xx: not found, refused), rather than
 * that it could not be read now (no answer, a timeout, the server's own error), which a new try may mend.
 */
function isAnswerAboutItem(reason: unknown) {
  const { status } = toApiError(reason);
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Loads one stored item by id for an edit page: `record` once loaded, `missing` when the API answered
 * that it is not there (not found, refused), `failed` when it could not be read now (`retry` reads again). `save` and `reactivate` call the API and keep the item it answers; `save` names
 * the version it edits (the kept item's `updated_at`), so a change made meanwhile in another tab or by
 * another person is not silently undone (412 STALE_RECORD).
 */
export function useRecord<T, Input = never>(api: RecordApi<T, Input>, id: string) {
  const [record, setRecord] = React.useState<T>();
  // The item as last read or saved, for the version the next save names (saves in a row included).
  const latest = React.useRef<T | undefined>(undefined);
  latest.current = record;
  const [missing, setMissing] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const apiRef = React.useRef(api);
  apiRef.current = api;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is a trigger
  React.useEffect(() => {
    const controller = new AbortController();
    setMissing(false);
    setFailed(false);
    apiRef.current
      .get(id, controller.signal)
      .then((found) => {
        if (!controller.signal.aborted) setRecord(found);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        if (isAnswerAboutItem(reason)) setMissing(true);
        else setFailed(true);
      });
    return () => controller.abort();
  }, [id, attempt]);
  const retry = React.useCallback(() => setAttempt((n) => n + 1), []);
  const keep = (next: T) => {
    latest.current = next;
    setRecord(next);
    return next;
  };
  const save = async (input: Input) => {
    if (!apiRef.current.update) throw new Error("update is not available");
    return keep(await apiRef.current.update(id, input, { version: versionOf(latest.current) }));
  };
  const reactivate = async (justification: string) => {
    if (!apiRef.current.reactivate) throw new Error("reactivate is not available");
    return keep(await apiRef.current.reactivate(id, justification));
  };
  return { record, setRecord, missing, failed, retry, save, reactivate };
}
