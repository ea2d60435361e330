import * as React from "react";

/**
 * What `load` answers, loaded again whenever `load` changes (memoise it on what should reload it: a
 * version bumped after a change, a filter). A failure keeps what was shown (spec 02 §8: list and
 * option loads fail silently); `undefined` until the first answer.
 */
export function useFetched<T>(load: ((signal: AbortSignal) => Promise<T>) | null): T | undefined {
  const [value, setValue] = React.useState<T>();
  React.useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setValue(() => next);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [load]);
  return value;
}
