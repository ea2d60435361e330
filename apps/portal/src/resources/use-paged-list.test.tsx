import { render, waitFor } from "@testing-library/react";
import type { ListQuery } from "@trilha/api";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
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

function List({ load }: { load: (query: ListQuery) => Promise<{ data: number[]; total: number }> }) {
  const [state, setState] = useTableUrlState();
  const list = usePagedList(load, toListQuery(state), (page) =>
    setState({ ...state, page }, { replace: true }),
  );
  return <p>{list.page ? `página ${state.page}: ${list.page.data.join(",")}` : "carregando"}</p>;
}

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
    await waitFor(() => expect(view.container.textContent).toBe("página 38: 371,372,373,374,375,376,377"));
    expect(router.state.location.search).toBe("?pagina=38&busca=sul");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(load.mock.calls.map(([query]) => query.page)).toEqual([999, 38]);
  });
});
