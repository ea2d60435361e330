import type { ListQuery, Page } from "@trilha/api";
import { describe, expect, it, vi } from "vitest";
import {
  listQueryKey,
  PREFETCH_FRESH_MS,
  peekPrefetchedPage,
  prefetchList,
  takePrefetchedList,
} from "./list-prefetch";

const query: ListQuery = { page: 1, perPage: 10, active: true };
const key = listQueryKey(query);
const page: Page<string> = { data: ["Ciclo Sul"], total: 1 };

/** A list call answered when the test says so. */
function deferredLoad() {
  let answer!: (page: Page<string>) => void;
  let refuse!: (reason: unknown) => void;
  const load = vi.fn(
    (_query: ListQuery) =>
      new Promise<Page<string>>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  return { load, answer: (p: Page<string>) => answer(p), refuse: (r: unknown) => refuse(r) };
}

describe("prefetchList", () => {
  it("asks once per query while the first answer is on its way", () => {
    const { load } = deferredLoad();
    prefetchList(load, query, 1_000);
    prefetchList(load, query, 1_500);
    prefetchList(load, { ...query, page: 2 }, 1_500);
    expect(load.mock.calls.map(([q]) => q)).toEqual([query, { ...query, page: 2 }]);
  });

  it("asks again when an answer no page took has arrived: the list may have changed since", async () => {
    const { load, answer } = deferredLoad();
    prefetchList(load, query, 1_000);
    answer(page);
    await Promise.resolve();
    // Back on the list a moment later (a record created meanwhile): the old answer is not shown.
    prefetchList(load, query, 2_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(peekPrefetchedPage(load, key, 2_100)).toBeUndefined();
    const newer = { data: ["Ciclo Sul", "Eco Norte"], total: 2 };
    answer(newer);
    await expect(takePrefetchedList(load, key, 2_200)?.promise).resolves.toEqual(newer);
  });

  it("shows a page only once it has arrived, and hands it over once", async () => {
    const { load, answer } = deferredLoad();
    prefetchList(load, query, 1_000);
    expect(peekPrefetchedPage(load, key, 1_100)).toBeUndefined();
    answer(page);
    await Promise.resolve();
    expect(peekPrefetchedPage(load, key, 1_200)).toEqual(page);
    const taken = takePrefetchedList(load, key, 1_200);
    expect(taken?.page).toEqual(page);
    await expect(taken?.promise).resolves.toEqual(page);
    expect(takePrefetchedList(load, key, 1_300)).toBeUndefined();
  });

  it("hands over a pending answer's promise, so the page does not ask again", async () => {
    const { load, answer } = deferredLoad();
    prefetchList(load, query, 1_000);
    const taken = takePrefetchedList(load, key, 1_100);
    expect(taken?.page).toBeUndefined();
    answer(page);
    await expect(taken?.promise).resolves.toEqual(page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never hands over an answer older than PREFETCH_FRESH_MS, and asks again after it", async () => {
    const { load, answer } = deferredLoad();
    prefetchList(load, query, 1_000);
    answer(page);
    await Promise.resolve();
    const late = 1_000 + PREFETCH_FRESH_MS;
    expect(peekPrefetchedPage(load, key, late)).toBeUndefined();
    expect(takePrefetchedList(load, key, late)).toBeUndefined();
    prefetchList(load, query, late);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a refused call, so the next prefetch asks again", async () => {
    const { load, refuse } = deferredLoad();
    prefetchList(load, query, 1_000);
    refuse(new Error("500"));
    // Handlers run in the order they were attached: the prefetch's own has run once this one has.
    await load.mock.results[0]?.value.catch(() => undefined);
    expect(peekPrefetchedPage(load, key, 1_100)).toBeUndefined();
    prefetchList(load, query, 1_200);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("a page that asked for itself", () => {
  it("leaves no prefetch arriving after it for a later visit, which would show the list before a change", async () => {
    const { load, answer } = deferredLoad();
    // The page drew before its route's prefetch started (the lists' code still downloading): it asks itself.
    expect(takePrefetchedList(load, key, 1_000)).toBeUndefined();
    // The route's prefetch arrives late: it asks nothing, so no answer is left for the next visit.
    prefetchList(load, query, 1_010);
    expect(load).not.toHaveBeenCalled();
    // Back on the list within seconds (after creating a record): nothing stale to draw or take.
    expect(peekPrefetchedPage(load, key, 1_500)).toBeUndefined();
    expect(takePrefetchedList(load, key, 1_500)).toBeUndefined();
    // Once that has passed, the route prefetches again, and a page takes it.
    prefetchList(load, query, 1_500 + PREFETCH_FRESH_MS);
    expect(load).toHaveBeenCalledTimes(1);
    answer(page);
    await expect(takePrefetchedList(load, key, 1_600 + PREFETCH_FRESH_MS)?.promise).resolves.toEqual(page);
  });
});
