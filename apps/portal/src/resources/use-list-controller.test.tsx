import { act, renderHook, waitFor } from "@testing-library/react";
import type { ListQuery } from "@trilha/api";
import type * as React from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { type ListApi, type ListControllerOptions, useListController } from "./use-list-controller";

type Row = { id: string; name: string; created_at: string; updated_at: string; deleted_at: string | null };

const created = "2026-01-10T10:00:00Z";
const active: Row = { id: "a", name: "Ativo", created_at: created, updated_at: created, deleted_at: null };
const edited: Row = { ...active, id: "e", name: "Editado", updated_at: "2026-02-01T00:00:00Z" };
const inactive: Row = { ...active, id: "i", name: "Inativo", deleted_at: "2026-03-01T00:00:00Z" };

function fakeApi(): ListApi<Row> & { [K in keyof ListApi<Row>]-?: ReturnType<typeof vi.fn> } {
  return {
    list: vi.fn(async (_query: ListQuery) => ({ data: [active, edited, inactive], total: 3 })),
    inactivate: vi.fn(async () => undefined),
    reactivate: vi.fn(async () => undefined),
    changes: vi.fn(async () => ({ updates: [], deletions: [] })),
  };
}

const reactivation = {
  title: "Reativar",
  description: (name: string) => `Informe o motivo da reativação de ${name}.`,
  success: "Reativado!",
  error: "Erro ao reativar!",
};

function renderController(
  api: ListApi<Row>,
  options: Partial<ListControllerOptions<Row>> = {},
  at = "/lista",
) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: React.ReactNode }) => {
    router ??= createMemoryRouter([{ path: "/lista", element: children }], { initialEntries: [at] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(
    () => useListController<Row>(api, { getId: (r) => r.id, getLabel: (r) => r.name, ...options }),
    { wrapper },
  );
  return { ...view, router: () => router };
}

const labels = (actions: { label: string }[]) => actions.map((a) => a.label);

describe("useListController", () => {
  describe("the row rules", () => {
    it("offers Editar and Inativar on active rows, Justificativas on edited and inactive ones, Reativar only with its texts", async () => {
      const api = fakeApi();
      const { result } = renderController(api, { onEdit: vi.fn(), reactivation });
      const { rowActions } = result.current.table;
      expect(labels(rowActions(active))).toEqual(["Editar", "Inativar"]);
      expect(labels(rowActions(edited))).toEqual(["Editar", "Inativar", "Justificativas"]);
      expect(labels(rowActions(inactive))).toEqual(["Justificativas", "Reativar"]);

      const plain = renderController(api).result.current.table.rowActions;
      expect(labels(plain(active))).toEqual(["Inativar"]);
      expect(labels(plain(inactive))).toEqual(["Justificativas"]);
    });

    it("lists the domain's own actions first, and only them with `rules: false`", () => {
      const api = fakeApi();
      const onSelect = vi.fn();
      const actions = (row: Row) => [{ id: "view", label: `Ver ${row.name}`, onSelect }];
      const both = renderController(api, { actions, onEdit: vi.fn() }).result.current.table.rowActions;
      expect(labels(both(active))).toEqual(["Ver Ativo", "Editar", "Inativar"]);

      const own = renderController(api, { actions, onEdit: vi.fn(), rules: false }).result.current.table;
      expect(labels(own.rowActions(edited))).toEqual(["Ver Editado"]);
      expect(labels(own.rowActions(inactive))).toEqual(["Ver Inativo"]);
      own.rowActions(active)[0]?.onSelect();
      expect(onSelect).toHaveBeenCalledOnce();
    });

    it("leaves out the rules a row does not offer (`offers`: one's own user is not inactivated)", () => {
      const api = fakeApi();
      const offers = (row: Row, rule: string) => !(row.id === "e" && rule === "inactivate");
      const { rowActions } = renderController(api, { onEdit: vi.fn(), offers }).result.current.table;
      expect(labels(rowActions(active))).toEqual(["Editar", "Inativar"]);
      expect(labels(rowActions(edited))).toEqual(["Editar", "Justificativas"]);
    });

    it("offers a read-only row only Ver detalhes, which opens the row's details (`readOnly`)", () => {
      const api = fakeApi();
      const readOnly = (row: Row) => row.id !== "a";
      const { result } = renderController(api, { onEdit: vi.fn(), reactivation, readOnly });
      const { rowActions } = result.current.table;
      expect(labels(rowActions(active))).toEqual(["Editar", "Inativar"]);
      expect(labels(rowActions(edited))).toEqual(["Ver detalhes"]);
      expect(labels(rowActions(inactive))).toEqual(["Ver detalhes"]);
      expect(result.current.dialogs.details.row).toBeNull();

      act(() => rowActions(edited)[0]?.onSelect());
      expect(result.current.dialogs.details).toMatchObject({ row: edited, title: "Editado" });
      act(() => result.current.dialogs.details.onClose());
      expect(result.current.dialogs.details).toMatchObject({ row: null, title: null });
    });

    it("tells the last load's refusal, and forgets it once a page arrives", async () => {
      const api = fakeApi();
      const refusal = { status: 403, data: { code: "ADMIN_ONLY", message: "Apenas administradores." } };
      api.list.mockRejectedValueOnce(refusal);
      const { result } = renderController(api);
      await waitFor(() => expect(result.current.error).toBe(refusal));
      expect(result.current.page).toBeUndefined();
      act(() => result.current.reload());
      await waitFor(() => expect(result.current.error).toBeNull());
      expect(result.current.page?.total).toBe(3);
    });

    it("offers no Inativar to an API without `inactivate`", () => {
      const { inactivate: _, ...api } = fakeApi();
      const { rowActions } = renderController(api).result.current.table;
      expect(labels(rowActions(active))).toEqual([]);
      expect(labels(rowActions(edited))).toEqual(["Justificativas"]);
    });
  });

  describe("with the state in the URL", () => {
    it("asks the bookmarked page, size, search and the inactive filter", async () => {
      const api = fakeApi();
      renderController(api, {}, "/lista?pagina=2&itens=20&busca=sul&inativos=1");
      await waitFor(() => expect(api.list).toHaveBeenCalled());
      expect(api.list.mock.calls[0]?.[0]).toEqual({ page: 2, perPage: 20, active: false, search: "sul" });
    });

    it("without inactivation (inactive: false), offers no INATIVOS and ignores a bookmarked one", async () => {
      const api = fakeApi();
      const { result } = renderController(api, { inactive: false }, "/lista?inativos=1");
      await waitFor(() => expect(api.list).toHaveBeenCalled());
      expect(api.list.mock.calls[0]?.[0]).toEqual({ page: 1, perPage: 10, active: true });
      expect(result.current.table.inactiveFilter).toBe(false);
    });

    it("writes a new state to the URL", async () => {
      const api = fakeApi();
      const { result, router } = renderController(api);
      act(() =>
        result.current.table.onStateChange({ page: 1, pageSize: 10, search: "norte", showInactive: true }),
      );
      await waitFor(() => expect(router()?.state.location.search).toBe("?busca=norte&inativos=1"));
    });
  });

  describe("after choosing Inativar", () => {
    it("opens the dialog named by the row, sends the justification and reloads when it closes", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = fakeApi();
      const onChanged = vi.fn();
      const { result } = renderController(api, { onChanged });
      act(() =>
        result.current.table
          .rowActions(active)
          .find((a) => a.label === "Inativar")
          ?.onSelect(),
      );
      expect(result.current.dialogs.inactivation).toMatchObject({
        open: true,
        description: "Informe o motivo da inativação de Ativo.",
      });
      await act(() =>
        result.current.dialogs.inactivation.onConfirm("Justificativa com trinta caracteres ou mais"),
      );
      expect(api.inactivate).toHaveBeenCalledWith("a", "Justificativa com trinta caracteres ou mais");
      const calls = api.list.mock.calls.length;
      act(() => result.current.dialogs.inactivation.onClose({ refresh: true }));
      expect(onChanged).toHaveBeenCalledOnce();
      expect(result.current.version).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(api.list.mock.calls.length).toBe(calls + 1));
      vi.useRealTimers();
    });
  });

  describe("after choosing Justificativas", () => {
    it("loads the row's history", async () => {
      const api = fakeApi();
      const { result } = renderController(api);
      act(() => result.current.table.rowActions(inactive)[0]?.onSelect());
      expect(result.current.dialogs.history.title).toBe("Inativo");
      await result.current.dialogs.history.load?.(new AbortController().signal);
      expect(api.changes).toHaveBeenCalledWith("i", expect.any(AbortSignal));
    });
  });

  describe("with the state kept in memory", () => {
    it("leaves the URL alone", async () => {
      const api = fakeApi();
      const { result, router } = renderController(api, { state: "local" });
      act(() =>
        result.current.table.onStateChange({ page: 1, pageSize: 10, search: "x", showInactive: false }),
      );
      await waitFor(() =>
        expect(api.list).toHaveBeenLastCalledWith(
          expect.objectContaining({ search: "x" }),
          expect.anything(),
        ),
      );
      expect(router()?.state.location.search).toBe("");
    });
  });
});
