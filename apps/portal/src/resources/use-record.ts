import * as React from "react";

/**
 * Loads one stored item by id for an edit page: `record` once loaded, `missing` when the API could not
 * answer it (not found). `setRecord` takes a saved or reactivated item the API answered.
 */
export function useRecord<T>(get: (id: string, signal?: AbortSignal) => Promise<T>, id: string) {
  const [record, setRecord] = React.useState<T>();
  const [missing, setMissing] = React.useState(false);
  const getRef = React.useRef(get);
  getRef.current = get;
  React.useEffect(() => {
    const controller = new AbortController();
    setMissing(false);
    getRef
      .current(id, controller.signal)
      .then((found) => {
        if (!controller.signal.aborted) setRecord(found);
      })
      .catch(() => {
        if (!controller.signal.aborted) setMissing(true);
      });
    return () => controller.abort();
  }, [id]);
  return { record, setRecord, missing };
}
