import { act, renderHook, waitFor } from "@testing-library/react";
import type { SelectOption } from "@trilha/ui";
import { describe, expect, it, vi } from "vitest";
import { type OptionOf, type SearchOptions, useSearchedOptions } from "./use-searched-options";

const option = (label: string): SelectOption => ({ value: label.toLowerCase(), label });
const firstPage = [option("Aterro Central"), option("Rerrefino Sul")];
const beyond = option("Ciclo Norte Reciclagem");

/** The server: the first page for "", the one past it for any text it matches. */
const server = () =>
  vi.fn<SearchOptions>(async (search) =>
    search ? [...firstPage, beyond].filter((o) => o.label.toLowerCase().includes(search)) : firstPage,
  );

describe("useSearchedOptions", () => {
  it("starts with the first page and adds what the server finds for the text typed, once", async () => {
    const search = server();
    const { result } = renderHook(() => useSearchedOptions(search));
    await waitFor(() => expect(result.current.options).toEqual(firstPage));

    act(() => result.current.onSearchChange("c"));
    act(() => result.current.onSearchChange("cic"));
    expect(result.current.searching).toBe(true);
    await waitFor(() => expect(result.current.options).toEqual([...firstPage, beyond]));
    expect(result.current.searching).toBe(false);
    // Typing paused once: one question for the text, none for the letters before it.
    expect(search.mock.calls.map(([text]) => text)).toEqual(["", "cic"]);

    // Back to the empty text, the one found stays listed (a chosen option keeps its label).
    act(() => result.current.onSearchChange(""));
    expect(result.current.options).toEqual([...firstPage, beyond]);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it("asks for a value no page holds once the first page is in, and never for one it holds", async () => {
    const optionOf = vi.fn<OptionOf>(async (value) => (value === beyond.value ? beyond : null));
    const search = server();
    const { result, rerender } = renderHook(({ value }) => useSearchedOptions(search, { value, optionOf }), {
      initialProps: { value: "rerrefino sul" },
    });
    await waitFor(() => expect(result.current.options).toEqual(firstPage));
    expect(optionOf).not.toHaveBeenCalled();

    rerender({ value: beyond.value });
    await waitFor(() => expect(result.current.options).toEqual([...firstPage, beyond]));
    expect(optionOf).toHaveBeenCalledTimes(1);
  });

  it("keeps its list when the server fails", async () => {
    const search = vi.fn<SearchOptions>(async (text) => {
      if (text) throw new Error("offline");
      return firstPage;
    });
    const { result } = renderHook(() => useSearchedOptions(search));
    await waitFor(() => expect(result.current.options).toEqual(firstPage));
    act(() => result.current.onSearchChange("ciclo"));
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(result.current.options).toEqual(firstPage);
  });
});
