import * as React from "react";

/** The calls of a record the session names, without an id (the signed-in company's, the user's own). */
export type OwnRecordApi<T, Input> = {
  get: (signal?: AbortSignal) => Promise<T>;
  update: (input: Input) => Promise<T>;
};

/**
 * Loads the record the session names once (`failed` when it could not be); `save` sends the form's
 * values and keeps what the API answers. A rejected save rejects (the form shows the server's errors).
 */
export function useOwnRecord<T, Input>(api: OwnRecordApi<T, Input>) {
  const [record, setRecord] = React.useState<T>();
  const [failed, setFailed] = React.useState(false);
  const apiRef = React.useRef(api);
  apiRef.current = api;

  React.useEffect(() => {
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
  }, []);

  const save = React.useCallback(async (input: Input) => {
    const saved = await apiRef.current.update(input);
    setRecord(saved);
    return saved;
  }, []);

  return { record, failed, save };
}
