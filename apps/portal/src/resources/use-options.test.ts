import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLoaded } from "./use-options";

type Load = ((signal: AbortSignal) => Promise<string[]>) | null;

describe("useLoaded", () => {
  it("asked for nothing, keeps its empty list without drawing the page again", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLoaded<string>(null);
    });
    expect(result.current).toEqual([]);
    // The effect ran (renderHook flushes it): an empty list set again would have drawn a second time.
    expect(renders).toBe(1);
  });

  it("loads the list once asked, and empties it when no longer asked", async () => {
    const { result, rerender } = renderHook<string[], { load: Load }>(({ load }) => useLoaded(load), {
      initialProps: { load: async () => ["a", "b"] },
    });
    await waitFor(() => expect(result.current).toEqual(["a", "b"]));
    rerender({ load: null });
    expect(result.current).toEqual([]);
  });
});
