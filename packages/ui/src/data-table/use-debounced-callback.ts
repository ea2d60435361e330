import { useCallback, useEffect, useRef } from "react";

/**
 * Returns a function that calls `callback` once `delay` ms have passed without a new call.
 * The latest callback is always the one called, so callers need not memoise it.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
): { run: (...args: A) => void; cancel: () => void } {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  });

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const run = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        callbackRef.current(...args);
      }, delay);
    },
    [cancel, delay],
  );

  useEffect(() => cancel, [cancel]);
  return { run, cancel };
}
