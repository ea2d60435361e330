import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataTable, SearchBox } from "./data-table";
import { type DataTableState, defaultDataTableState } from "./table-state";

type Item = { id: string; name: string; created_at: string; updated_at: string; deleted_at: string | null };

const item = (n: number): Item => ({
  id: String(n),
  name: `Prestador ${n}`,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  deleted_at: null,
});

describe("SearchBox", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe("while the user types", () => {
    it("reports the text once, 500 ms after the last keystroke", () => {
      const onSearch = vi.fn();
      render(<SearchBox value="" onSearch={onSearch} />);
      const box = screen.getByPlaceholderText("Pesquisa");

      fireEvent.change(box, { target: { value: "a" } });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(box, { target: { value: "ab" } });
      act(() => vi.advanceTimersByTime(499));
      expect(onSearch).not.toHaveBeenCalled();
      expect(box).toHaveValue("ab");

      act(() => vi.advanceTimersByTime(1));
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenCalledWith("ab");
    });
  });

  describe("when pressing Enter", () => {
    it("reports at once and drops the pending report", () => {
      const onSearch = vi.fn();
      render(<SearchBox value="" onSearch={onSearch} />);
      const box = screen.getByPlaceholderText("Pesquisa");
      fireEvent.change(box, { target: { value: "cnpj" } });
      fireEvent.keyDown(box, { key: "Enter" });
      expect(onSearch).toHaveBeenCalledWith("cnpj");
      act(() => vi.advanceTimersByTime(1000));
      expect(onSearch).toHaveBeenCalledTimes(1);
    });
  });

  describe("after unmounting", () => {
    it("never reports a pending search", () => {
      const onSearch = vi.fn();
      const { unmount } = render(<SearchBox value="" onSearch={onSearch} />);
      fireEvent.change(screen.getByPlaceholderText("Pesquisa"), { target: { value: "x" } });
      unmount();
      act(() => vi.advanceTimersByTime(1000));
      expect(onSearch).not.toHaveBeenCalled();
    });
  });
});

describe("DataTable", () => {
  beforeEach(() => vi.useFakeTimers());
  // jsdom has no scrollIntoView; Radix Select calls it on the chosen option when its list opens.
  beforeEach(() => {
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => vi.useRealTimers());

  const columns = [{ accessorKey: "name", header: "Nome" }];
  const state: DataTableState = { ...defaultDataTableState, page: 3 };

  /** Page 3 of 95 items, 10 a page; returns the state-change spy. */
  function renderPage3Of10() {
    const onStateChange = vi.fn();
    render(
      <DataTable
        aria-label="Prestadores"
        columns={columns}
        data={{ data: [item(21)], total: 95 }}
        state={state}
        onStateChange={onStateChange}
      />,
    );
    return onStateChange;
  }

  it("titles the table with an h2, or an h3 inside a section that has its own h2", () => {
    const props = { columns, data: { data: [item(1)], total: 1 }, state, onStateChange: vi.fn() };
    const { rerender } = render(<DataTable title="Licenças" {...props} />);
    expect(screen.getByRole("heading", { level: 2, name: "Licenças" })).toBeInTheDocument();
    rerender(<DataTable title="Licenças" titleLevel={3} {...props} />);
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "Licenças" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Licenças" })).toBeInTheDocument();
  });

  it("sends the debounced search with the page reset to 1", () => {
    const onStateChange = renderPage3Of10();
    fireEvent.change(screen.getByPlaceholderText("Pesquisa"), { target: { value: "Prestador 2" } });
    act(() => vi.advanceTimersByTime(500));
    expect(onStateChange).toHaveBeenCalledExactlyOnceWith({ ...state, search: "Prestador 2", page: 1 });
  });

  it("shows the page summary and collapses the page buttons above 7 pages", () => {
    renderPage3Of10();
    expect(screen.getByText("Mostrando de 21 até 30 | Total de 95 itens")).toBeInTheDocument();
    const pages = screen.getAllByRole("button", { name: /^Página/ }).map((b) => b.textContent);
    expect(pages).toEqual(["1", "2", "3", "4", "5", "10"]);
    expect(screen.getByRole("button", { name: "Página 3" })).toHaveAttribute("aria-current", "page");
  });

  it("draws the pager with the first page, not under the skeleton rows before it", () => {
    const props = { "aria-label": "Prestadores", columns, state, onStateChange: vi.fn() };
    const { rerender } = render(<DataTable {...props} data={undefined} loading />);
    expect(screen.getAllByRole("row")).toHaveLength(11);
    expect(screen.queryByRole("navigation", { name: /Paginação/ })).toBeNull();
    rerender(<DataTable {...props} data={{ data: [item(21)], total: 95 }} />);
    expect(screen.getByRole("navigation", { name: /Paginação/ })).toBeInTheDocument();
    // A later page asked for keeps the pager where it is while its rows load.
    rerender(<DataTable {...props} data={{ data: [item(21)], total: 95 }} loading />);
    expect(screen.getByRole("navigation", { name: /Paginação/ })).toBeInTheDocument();
  });

  it("offers INATIVOS unless the list's items are never inactivated", () => {
    const props = { "aria-label": "Saídas", columns, state, onStateChange: vi.fn() };
    const { rerender } = render(<DataTable {...props} data={{ data: [item(1)], total: 1 }} />);
    expect(screen.getByRole("switch", { name: "INATIVOS" })).toBeInTheDocument();
    rerender(<DataTable {...props} data={{ data: [item(1)], total: 1 }} inactiveFilter={false} />);
    expect(screen.queryByRole("switch", { name: "INATIVOS" })).toBeNull();
  });

  it("changing the page size goes back to page 1", () => {
    const onStateChange = renderPage3Of10();
    // The page size is the design system's Radix Select: opened and answered from the keyboard.
    const trigger = screen.getByLabelText("Exibir Itens:");
    expect(trigger).toHaveAccessibleDescription("POR PÁGINA");
    fireEvent.keyDown(trigger, { key: "Enter" });
    fireEvent.keyDown(screen.getByRole("option", { name: "50" }), { key: "Enter" });
    expect(onStateChange).toHaveBeenCalledWith({ ...state, pageSize: 50, page: 1 });
  });
});
