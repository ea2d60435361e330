import { render, waitFor } from "@testing-library/react";
import type { ListQuery } from "@trilha/api";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { listQueryKey, PREFETCH_FRESH_MS, prefetchList } from "./list-prefetch";
import { pastEndPage, usePagedList } from "./use-paged-list";
import { toListQuery, useTableUrlState } from "./use-table-url-state";

describe("pastEndPage", () => {
  it("gives the last page only when the asked page is past it", () => {
    expect(pastEndPage({ page: 999, perPage: 10 }, 377)).toBe(38);
    expect(pastEndPage({ page: 38, perPage: 10 }, 377)).toBeNull();
    expect(pastEndPage({ page: 2, perPage: 50 }, 50)).toBe(1);
    expect(pastEndPage({ page: 3, perPage: 10 }, 0)).toBe(1);
    expect(pastEndPage({ page: 1, perPage: 10 }, 0)).toBeNull();
  });
});

/** What the list drew, render after render, and whether it was loading then. */
let drawn: string[] = [];
let busy: boolean[] = [];

function List({ load }: { load: (query: ListQuery) => Promise<{ data: number[]; total: number }> }) {
  const [state, setState] = useTableUrlState();
  const list = usePagedList(load, toListQuery(state), (page) =>
    setState({ ...state, page }, { replace: true }),
  );
  const text = list.page ? `página ${state.page}: ${list.page.data.join(",")}` : "carregando";
  drawn.push(text);
  busy.push(list.loading);
  return (
    <>
      <p>{text}</p>
      <button type="button" onClick={list.reload}>
        Atualizar
      </button>
    </>
  );
}

function renderList(load: (query: ListQuery) => Promise<{ data: number[]; total: number }>, url: string) {
  drawn = [];
  busy = [];
  const router = createMemoryRouter([{ path: "/prestadores", element: <List load={load} /> }], {
    initialEntries: [url],
  });
  return render(<RouterProvider router={router} />);
}

describe("a page the route prefetched", () => {
  const query = { page: 1, perPage: 10, active: true };

  it("is drawn at once when it has arrived: no loading pass, no second call", async () => {
    const load = vi.fn(async () => ({ data: [1, 2, 3], total: 3 }));
    prefetchList(load, query);
    await Promise.resolve();
    const view = renderList(load, "/prestadores");
    expect(view.container.querySelector("p")?.textContent).toBe("página 1: 1,2,3");
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(drawn).not.toContain("carregando");
  });

  it("is awaited when still on its way, instead of asking again", async () => {
    let answer!: (page: { data: number[]; total: number }) => void;
    const load = vi.fn(
      () =>
        new Promise<{ data: number[]; total: number }>((resolve) => {
          answer = resolve;
        }),
    );
    prefetchList(load, query);
    const view = renderList(load, "/prestadores");
    expect(view.container.querySelector("p")?.textContent).toBe("carregando");
    answer({ data: [7], total: 1 });
    await waitFor(() => expect(view.container.querySelector("p")?.textContent).toBe("página 1: 7"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is not used for another query, nor for a reload", async () => {
    const load = vi.fn(async (asked: ListQuery) => ({ data: [asked.page], total: 30 }));
    prefetchList(load, query);
    await Promise.resolve();
    const view = renderList(load, "/prestadores?pagina=2");
    await waitFor(() => expect(view.container.querySelector("p")?.textContent).toBe("página 2: 2"));
    expect(load.mock.calls.map(([asked]) => listQueryKey(asked))).toEqual([
      listQueryKey(query),
      listQueryKey({ ...query, page: 2 }),
    ]);
    // Past the while after its page asked for page 2 itself, when the route may prefetch it again.
    prefetchList(load, { ...query, page: 2 }, Date.now() + PREFETCH_FRESH_MS);
    view.getByRole("button", { name: "Atualizar" }).click();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(4));
  });
});

describe("a reload of the page shown", () => {
  it("keeps its rows until the new answer replaces them, without a loading pass", async () => {
    let calls = 0;
    let answer!: (page: { data: number[]; total: number }) => void;
    const load = vi.fn(() => {
      calls++;
      if (calls === 1) return Promise.resolve({ data: [1, 2], total: 2 });
      return new Promise<{ data: number[]; total: number }>((resolve) => {
        answer = resolve;
      });
    });
    const view = renderList(load, "/prestadores");
    const shown = () => view.container.querySelector("p")?.textContent;
    await waitFor(() => expect(shown()).toBe("página 1: 1,2"));
    const before = busy.length;
    view.getByRole("button", { name: "Atualizar" }).click();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(shown()).toBe("página 1: 1,2");
    answer({ data: [2], total: 1 });
    await waitFor(() => expect(shown()).toBe("página 1: 2"));
    expect(busy.slice(before)).not.toContain(true);
  });
});

describe("a page past the end", () => {
  it("moves to the last page once the total is known, replacing the URL instead of pushing", async () => {
    const load = vi.fn(async (query: ListQuery) => {
      const total = 377;
      const first = (query.page - 1) * query.perPage;
      const data = Array.from(
        { length: Math.max(0, Math.min(query.perPage, total - first)) },
        (_, i) => first + i + 1,
      );
      return { data, total };
    });
    const router = createMemoryRouter([{ path: "/prestadores", element: <List load={load} /> }], {
      initialEntries: ["/inicio", "/prestadores?pagina=999&busca=sul"],
      initialIndex: 1,
    });
    const view = render(<RouterProvider router={router} />);
    await waitFor(() =>
      expect(view.container.querySelector("p")?.textContent).toBe("página 38: 371,372,373,374,375,376,377"),
    );
    expect(router.state.location.search).toBe("?pagina=38&busca=sul");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(load.mock.calls.map(([query]) => query.page)).toEqual([999, 38]);
  });
});
