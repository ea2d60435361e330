// The data table's story fixtures, shared by the docs stories and the features stories: providers as
// the API lists them, the table's args for them (columns, row ids and names, handlers) and a stand-in
// for the API that answers a table state with its page.
import type { ColumnDef } from "@tanstack/react-table";
import { fn } from "storybook/test";
import type { DataTablePage } from "./data-table";
import type { DataTableState } from "./table-state";

export type Provider = {
  uuid_provider: string;
  alias: string;
  document: string;
  city: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

const created = "2026-03-02T12:00:00Z";

/** `count` providers, numbered from 1: every 5th edited after its creation, every 9th inactive. */
export function providersOf(count: number): Provider[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      uuid_provider: `p-${n}`,
      alias: `Transportadora ${String(n).padStart(2, "0")}`,
      document: `12.345.678/0001-${String(n).padStart(2, "0")}`,
      city: ["Porto Alegre", "São Paulo", "Curitiba", "Belo Horizonte"][n % 4] ?? "",
      created_at: created,
      updated_at: n % 5 === 0 ? "2026-05-10T09:30:00Z" : created,
      deleted_at: n % 9 === 0 ? "2026-06-01T08:00:00Z" : null,
    };
  });
}

const columns: ColumnDef<Provider>[] = [
  { id: "created_at", header: "Data de criação", accessorFn: (p) => p.created_at.slice(0, 10) },
  { accessorKey: "alias", header: "Apelido" },
  { accessorKey: "document", header: "CNPJ" },
  { accessorKey: "city", header: "Cidade" },
];

/** The table's args for the providers list; the creation date starts hidden. */
export const providerTableArgs = {
  title: "Prestadores cadastrados",
  columns,
  hiddenColumns: ["created_at"],
  getRowId: (p: Provider) => p.uuid_provider,
  getRowLabel: (p: Provider) => p.alias,
  onStateChange: fn(),
  onNewItem: fn(),
};

/** Answers like the API: filters by search and the inactive flag, then slices the 1-based page. */
export function serve(all: Provider[], state: DataTableState): DataTablePage<Provider> {
  const term = state.search.toLowerCase();
  const filtered = all.filter(
    (p) =>
      (state.showInactive ? p.deleted_at !== null : p.deleted_at === null) &&
      (term === "" || p.alias.toLowerCase().includes(term)),
  );
  const start = (state.page - 1) * state.pageSize;
  return { data: filtered.slice(start, start + state.pageSize), total: filtered.length };
}
