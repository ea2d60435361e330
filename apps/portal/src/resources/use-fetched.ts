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
        // A transition: React draws what arrived without holding the browser in one long task.
        if (!controller.signal.aborted) React.startTransition(() => setValue(() => next));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [load]);
  return value;
}
