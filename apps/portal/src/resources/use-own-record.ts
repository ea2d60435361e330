import * as React from "react";
import { versionOf } from "./use-edit-controller";

/** The calls of a record the session names, without an id (the signed-in company's, the user's own). */
export type OwnRecordApi<T, Input> = {
  get: (signal?: AbortSignal) => Promise<T>;
  /** `version`: the record's `updated_at` as read, for an API that refuses a stale save (412). */
  update: (input: Input, options?: { version?: string | undefined }) => Promise<T>;
};

/**
 * Loads the record the session names once (`failed` when it could not be, `retry` asks again); `save` sends the form's
 * values, naming the version it edits, and keeps what the API answers. A rejected save rejects (the form
 * shows the server's errors; a change made meanwhile elsewhere, 412 STALE_RECORD, is said so).
 */
export function useOwnRecord<T, Input>(api: OwnRecordApi<T, Input>) {
  const [record, setRecord] = React.useState<T>();
  // The record as last read or saved, for the version the next save names.
  const latest = React.useRef<T | undefined>(undefined);
  latest.current = record;
  const [failed, setFailed] = React.useState(false);
  // Each new try (`retry`) reads the record again.
  const [attempt, setAttempt] = React.useState(0);
  const apiRef = React.useRef(api);
  apiRef.current = api;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the new try's trigger.
  React.useEffect(() => {
    setFailed(false);
    const controller = new AbortController();
    apiRef.current
      .get(controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setRecord(answer);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = React.useCallback(() => setAttempt((n) => n + 1), []);

  const save = React.useCallback(async (input: Input) => {
    const saved = await apiRef.current.update(input, { version: versionOf(latest.current) });
    latest.current = saved;
    setRecord(saved);
    return saved;
  }, []);

  return { record, failed, save, retry };
}
