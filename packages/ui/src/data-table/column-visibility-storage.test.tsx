import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readColumnVisibility, writeColumnVisibility } from "./column-visibility-storage";
import { DataTable } from "./data-table";
import { defaultDataTableState } from "./table-state";

type Item = {
  id: string;
  name: string;
  city: string;
  created_at: string;
  updated_at: string;
  deleted_at: null;
};

const KEY = "trilha-admin:columns:/prestadores";
const columns = [
  { accessorKey: "name", header: "Nome" },
  { accessorKey: "city", header: "Cidade" },
  { id: "created", header: "Criado em", accessorFn: (i: Item) => i.created_at },
];
const row: Item = {
  id: "1",
  name: "Prestador 1",
  city: "Recife",
  created_at: "2026-01-01",
  updated_at: "2026-01-01",
  deleted_at: null,
};

function Table() {
  return (
    <DataTable<Item>
      aria-label="Prestadores"
      columns={columns}
      data={{ data: [row], total: 1 }}
      state={defaultDataTableState}
      onStateChange={() => {}}
      hiddenColumns={["created"]}
      columnsStorageKey={KEY}
    />
  );
}

const headers = () => screen.getAllByRole("columnheader").map((h) => h.textContent);

/** Opens `Colunas` and flips one column (Radix opens its menu on Enter). */
function toggleColumn(name: string) {
  fireEvent.keyDown(screen.getByRole("button", { name: /Colunas/ }), { key: "Enter" });
  fireEvent.click(screen.getByRole("menuitemcheckbox", { name }));
}

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {};
  window.localStorage.clear();
});
afterEach(() => window.localStorage.clear());

describe("DataTable's columns kept per list", () => {
  it("restores what the user chose in Colunas after a remount (a reload)", () => {
    const first = render(<Table />);
    expect(headers()).toEqual(["Nome", "Cidade"]);
    toggleColumn("Cidade");
    expect(headers()).toEqual(["Nome"]);
    first.unmount();

    render(<Table />);
    expect(headers()).toEqual(["Nome"]);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? "null")).toMatchObject({ city: false });
  });

  it("shows a column hidden by default only once the user shows it, and keeps it shown", () => {
    const first = render(<Table />);
    toggleColumn("Criado em");
    expect(headers()).toEqual(["Nome", "Cidade", "Criado em"]);
    first.unmount();
    render(<Table />);
    expect(headers()).toEqual(["Nome", "Cidade", "Criado em"]);
  });

  it("saves nothing before the user changes a column", () => {
    render(<Table />);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("ignores malformed, oversized and unknown saved values", () => {
    for (const saved of [
      "{not json",
      "[false]",
      "null",
      '"city"',
      JSON.stringify({ city: "no", name: 0, created: null }),
      JSON.stringify({ city: false, pad: "x".repeat(5000) }),
    ]) {
      window.localStorage.setItem(KEY, saved);
      const { unmount } = render(<Table />);
      expect(headers()).toEqual(["Nome", "Cidade"]);
      unmount();
    }
    window.localStorage.setItem(KEY, JSON.stringify({ gone: true, __proto__: true, city: false }));
    expect(readColumnVisibility(KEY, ["name", "city", "created"])).toEqual({ city: false });
  });

  it("keeps the defaults when storage is refused", () => {
    const original = Storage.prototype.getItem;
    const originalSet = Storage.prototype.setItem;
    Storage.prototype.getItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    try {
      expect(readColumnVisibility(KEY, ["city"])).toEqual({});
      expect(() => writeColumnVisibility(KEY, { city: false })).not.toThrow();
      render(<Table />);
      toggleColumn("Cidade");
      expect(headers()).toEqual(["Nome"]);
    } finally {
      Storage.prototype.getItem = original;
      Storage.prototype.setItem = originalSet;
    }
  });
});
