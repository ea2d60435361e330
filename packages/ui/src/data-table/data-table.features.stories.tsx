import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { lineStarts } from "../table/line-starts";
import { DataTable, type DataTablePage, type DataTableProps, type DataTableRowAction } from "./data-table";
import { type Provider, providersOf, providerTableArgs, serve } from "./story-fixtures";
import { type DataTableState, defaultDataTableState } from "./table-state";

const providers = providersOf(95);

type RowHandlers = {
  onEdit?: (row: Provider) => void;
  onInactivate?: (row: Provider) => void;
  onJustifications?: (row: Provider) => void;
  onReactivate?: (row: Provider) => void;
};

type HarnessProps = Omit<DataTableProps<Provider>, "data" | "state" | "rowActions"> &
  RowHandlers & {
    rows?: Provider[];
    initialState?: Partial<DataTableState>;
    fixedData?: DataTablePage<Provider>;
  };

/**
 * The caller's row rule, here as the portal's list controller has it: Editar and Inativar on active
 * rows, Justificativas on inactive or edited ones, Reativar on inactive ones; each only when handled.
 */
function rowActionsOf(handlers: RowHandlers) {
  const { onEdit, onInactivate, onJustifications, onReactivate } = handlers;
  if (!onEdit && !onInactivate && !onJustifications && !onReactivate) return undefined;
  return (row: Provider): DataTableRowAction[] => {
    const deleted = row.deleted_at !== null;
    const edited = row.updated_at !== row.created_at;
    const entry = (id: string, label: string, run: ((row: Provider) => void) | undefined, when: boolean) =>
      run && when ? [{ id, label, onSelect: () => run(row) }] : [];
    return [
      ...entry("edit", "Editar", onEdit, !deleted),
      ...entry("inactivate", "Inativar", onInactivate, !deleted),
      ...entry("justifications", "Justificativas", onJustifications, deleted || edited),
      ...entry("reactivate", "Reativar", onReactivate, deleted),
    ];
  };
}

/** Plays the caller's part: owns the state (the portal keeps it in the URL) and fetches the page. */
function Harness({
  rows = providers,
  initialState,
  fixedData,
  onStateChange,
  onEdit,
  onInactivate,
  onJustifications,
  onReactivate,
  ...props
}: HarnessProps) {
  const [state, setState] = useState<DataTableState>({ ...defaultDataTableState, ...initialState });
  return (
    <DataTable<Provider>
      {...props}
      rowActions={rowActionsOf({ onEdit, onInactivate, onJustifications, onReactivate })}
      state={state}
      data={fixedData ?? serve(rows, state)}
      onStateChange={(next) => {
        onStateChange(next);
        setState(next);
      }}
    />
  );
}

const meta = {
  title: "Componentes/Tabela de dados/Estados",
  component: Harness,
  args: {
    ...providerTableArgs,
    onEdit: fn(),
    onInactivate: fn(),
    onJustifications: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Tabela de dados, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Tabela de dados.",
      },
    },
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Lista com busca",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Mostrando de 1 até 10 | Total de 85 itens")).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Apelido" })).toBeVisible();
    await expect(canvas.queryByRole("columnheader", { name: "Data de criação" })).toBeNull();

    // Keyboard: Tab from the new-item button through the toolbar to the search box.
    canvas.getByRole("button", { name: "Novo Cadastro" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNewItem).toHaveBeenCalledOnce();
    await userEvent.tab(); // Colunas
    await userEvent.tab(); // Exibir Itens
    await userEvent.tab(); // INATIVOS
    await userEvent.tab(); // Pesquisa
    const search = canvas.getByRole("searchbox", { name: "Pesquisa" });
    await expect(search).toHaveFocus();
    await userEvent.keyboard("Transportadora 07");
    // Reported 500 ms after the last key (the unit test times that with fake timers): here the wait is for
    // the whole text, since on a loaded machine a pause between two keys can pass for the end of typing.
    await waitFor(() =>
      expect(args.onStateChange).toHaveBeenLastCalledWith({
        page: 1,
        pageSize: 10,
        search: "Transportadora 07",
        showInactive: false,
      }),
    );
    // The new state is drawn in a render of its own, after the debounce's timer reported it.
    await expect(await canvas.findByText("Mostrando de 1 até 1 | Total de 1 itens")).toBeVisible();
  },
};

export const Paging: Story = {
  name: "Paginação",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole("button", { name: "Próximo (página seguinte)" });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    await expect(canvas.getByText("Mostrando de 11 até 20 | Total de 85 itens")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");

    canvas.getByRole("button", { name: "Página 9" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Mostrando de 81 até 85 | Total de 85 itens")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Próximo (página seguinte)" })).toBeDisabled();

    // The page size is the design system's Select: opened with Enter, answered with the arrows.
    const body = within(canvasElement.ownerDocument.body);
    const size = canvas.getByRole("combobox", { name: "Exibir Itens:" });
    await expect(size).toHaveAccessibleDescription("POR PÁGINA");
    size.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.getByRole("option", { name: "10" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(body.getByRole("option", { name: "50" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, pageSize: 50 }),
    );
    await expect(canvas.getByText("Mostrando de 1 até 50 | Total de 85 itens")).toBeVisible();
    await expect(canvas.getByText("POR PÁGINA")).toBeVisible();
  },
};

export const ManyPages: Story = {
  name: "Muitas páginas",
  args: { initialState: { page: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named after its table, so two tables on one screen have distinct landmarks.
    const nav = canvas.getByRole("navigation", { name: /^Paginação: / });
    const pages = within(nav)
      .getAllByRole("button", { name: /^Página/ })
      .map((b) => b.textContent);
    await expect(pages).toEqual(["1", "4", "5", "6", "9"]);
    await expect(within(nav).getAllByText("…")).toHaveLength(2);
  },
};

export const ColumnToggle: Story = {
  name: "Mostrar e ocultar colunas",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Colunas" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await expect(within(menu).getByText("Colunas")).toBeVisible();
    const created = within(menu).getByRole("menuitemcheckbox", { name: "Data de criação" });
    await expect(created).toHaveAttribute("aria-checked", "false");
    await waitFor(() => expect(within(menu).getAllByRole("menuitemcheckbox")[0]).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(created).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("columnheader", { name: "Data de criação" })).toBeVisible();
  },
};

export const RowActions: Story = {
  name: "Ações da linha",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Ações: Transportadora 05" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((i) => i.textContent);
    // Transportadora 05 was edited after creation, so it also offers Justificativas.
    await expect(items).toEqual(["Editar", "Inativar", "Justificativas"]);
    // Opening with Enter focuses the first item (Editar).
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Editar" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Inativar" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onInactivate).toHaveBeenCalledWith(expect.objectContaining({ uuid_provider: "p-5" }));

    const row = trigger.closest("tr");
    await expect(row).toHaveClass("edited");
    await expect(row).toHaveAttribute("data-edited", "true");
  },
};

export const Inactive: Story = {
  name: "Inativos",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("switch", { name: "INATIVOS" }).focus();
    await userEvent.keyboard(" ");
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ showInactive: true, page: 1 }),
    );
    await expect(canvas.getByText("Mostrando de 1 até 10 | Total de 10 itens")).toBeVisible();
    const trigger = canvas.getByRole("button", { name: "Ações: Transportadora 09" });
    await expect(trigger.closest("tr")).toHaveClass("deleted");
    await expect(trigger.closest("tr")).toHaveAttribute("data-deleted", "true");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Justificativas"]);
    await userEvent.keyboard("{Enter}");
    await expect(args.onJustifications).toHaveBeenCalledWith(
      expect.objectContaining({ uuid_provider: "p-9" }),
    );
  },
};

/** With a reactivation handler, inactive rows also offer Reativar (after Justificativas). */
export const InactiveReactivate: Story = {
  name: "Inativos com Reativar",
  args: { onReactivate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("switch", { name: "INATIVOS" }).focus();
    await userEvent.keyboard(" ");
    const trigger = await canvas.findByRole("button", { name: "Ações: Transportadora 09" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Justificativas", "Reativar"]);
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Reativar" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onReactivate).toHaveBeenCalledWith(expect.objectContaining({ uuid_provider: "p-9" }));
    await expect(args.onJustifications).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: "Carregando",
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Prestadores cadastrados" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(10);
    await expect(canvas.getByRole("status")).toHaveTextContent("Carregando…");
  },
};

export const Empty: Story = {
  name: "Sem dados",
  args: { fixedData: { data: [], total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sem dados para carregar")).toBeVisible();
    await expect(canvas.getByText("Mostrando de 0 até 0 | Total de 0 itens")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Anterior (página anterior)" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Próximo (página seguinte)" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  name: "Texto longo",
  args: {
    rows: providers.map((p) => ({
      ...p,
      alias: `${p.alias} — Gestão, Coleta, Transporte e Destinação Final de Resíduos Sólidos Industriais Ltda.`,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("row")).toHaveLength(11);
  },
};

export const WithoutActions: Story = {
  name: "Sem ações",
  args: { onEdit: undefined, onInactivate: undefined, onJustifications: undefined, onNewItem: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /^Ações/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Novo Cadastro" })).toBeNull();
  },
};

export const ExtraToolbar: Story = {
  name: "Com filtro extra na barra",
  args: {
    toolbar: (
      <button type="button" className="h-10 rounded-md border border-border px-3 text-sm">
        01/11/2026 - 21/11/2026
      </button>
    ),
    fixedData: { data: [], total: 0 },
    emptyText: "Nenhum contratante no período",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "01/11/2026 - 21/11/2026" })).toBeVisible();
    await expect(canvas.getByText("Nenhum contratante no período")).toBeVisible();
  },
};

const phone = {
  parameters: {
    viewport: {
      options: { phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" } },
    },
  },
  globals: { viewport: { value: "phone" } },
};

/** Whether `element` lies whole inside the visible part of the table's scrolling container. */
function inView(element: Element) {
  const container = element.closest('[data-slot="table-container"]')!;
  const box = element.getBoundingClientRect();
  const view = container.getBoundingClientRect();
  return box.left >= view.left && box.right <= view.right;
}

/**
 * A 375 px phone: the table scrolls sideways, and each row's "Ações" button stays at the right edge of
 * the visible part (over the cells scrolled under it), reached without panning the table.
 */
export const PhoneActions: Story = {
  name: "No celular: ações à vista",
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const container = canvasElement.querySelector('[data-slot="table-container"]')!;
    await waitFor(() => expect(container).toHaveAttribute("data-scrolls", "true"));
    const trigger = canvas.getByRole("button", { name: "Ações: Transportadora 01" });
    await waitFor(() => expect(inView(trigger)).toBe(true));
    container.scrollLeft = container.scrollWidth;
    await waitFor(() => expect(inView(trigger)).toBe(true));
    // The search box, on a line of its own, spans the table's width instead of hanging off its right.
    const search = canvas.getByRole("searchbox", { name: "Pesquisa" }).getBoundingClientRect();
    const table = container.getBoundingClientRect();
    await expect(Math.round(search.left)).toBe(Math.round(table.left));
    await expect(Math.round(search.right)).toBe(Math.round(table.right));
  },
};

/**
 * A 375 px phone, no rows, and more columns than the phone shows: "Sem dados para carregar" is centred
 * in the visible part, not across every column (where it was cut, or out of view).
 */
export const PhoneEmpty: Story = {
  name: "No celular: sem dados",
  ...phone,
  args: {
    fixedData: { data: [], total: 0 },
    hiddenColumns: [],
    columns: [
      ...providerTableArgs.columns,
      ...["Estado", "Telefone", "E-mail de contato", "Responsável técnico"].map((header) => ({
        id: header,
        header,
        accessorFn: () => "",
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const text = canvas.getByText("Sem dados para carregar");
    await expect(text).toBeVisible();
    const container = text.closest('[data-slot="table-container"]')!;
    // The table scrolls sideways (and so takes the focus, once its observer has measured it).
    await waitFor(() => expect(container).toHaveAttribute("data-scrolls", "true"));
    // Measured once the phone's layout has settled (the viewport is resized as the story starts).
    await waitFor(() => {
      expect(inView(text)).toBe(true);
      const box = text.getBoundingClientRect();
      const view = container.getBoundingClientRect();
      // Centred in what the phone shows (within a pixel).
      expect(Math.abs(box.left - view.left - (view.right - box.right))).toBeLessThanOrEqual(2);
    });
  },
};

type Person = { id: string; name: string; email: string; deleted_at: string | null };
const people: Person[] = [
  {
    id: "1",
    name: "Maria Aparecida",
    email: "maria.aparecida.fonseca@reciclagemverde.com.br",
    deleted_at: null,
  },
  { id: "2", name: "João Pereira", email: "joao@verdevale.com.br", deleted_at: null },
];

/**
 * A 375 px phone and long e-mails (the users list, a provider's responsibles): an e-mail wraps where it
 * reads well, after its @ and before its dots, as names wrap at their spaces, so it shows whole beside
 * the "Ações" column instead of being cut by it until the table is scrolled.
 */
export const PhoneLongEmail: Story = {
  name: "No celular: e-mails longos",
  ...phone,
  render: () => (
    <DataTable<Person>
      title="Usuários cadastrados"
      columns={[
        { id: "name", header: "Nome", accessorFn: (p) => p.name },
        { id: "email", header: "E-mail", accessorFn: (p) => p.email },
      ]}
      data={{ data: people, total: people.length }}
      state={defaultDataTableState}
      onStateChange={fn()}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      rowActions={() => [{ id: "edit", label: "Editar", onSelect: fn() }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const email = canvas.getByRole("cell", { name: people[0]!.email });
    const actions = canvas.getByRole("button", { name: "Ações: Maria Aparecida" }).closest("td")!;
    // Whole, left of the Ações column, without scrolling the table.
    await waitFor(() => {
      expect(inView(email)).toBe(true);
      expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(actions.getBoundingClientRect().left);
    });
    // Broken only after the @ and before a dot: each later line starts after the "@" or at a ".".
    const lines = lineStarts(email);
    await expect(lines.length).toBeGreaterThan(1);
    for (const start of lines.slice(1)) await expect(start).toMatch(/^\.|^reciclagemverde/);
  },
};

/** The colour a cell shows: its own background or, where it has none, the nearest one behind it. */
function shownBackground(element: Element | null): string {
  for (let node = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
  }
  return "rgba(0, 0, 0, 0)";
}

/**
 * On the private pages' muted background: the table is a white surface of its own, so a row's "Ações"
 * cell (opaque, to cover the cells scrolled under it) reads as part of its row, not as a white block
 * at the end of a row that shows the page through it.
 */
export const OnPageBackground: Story = {
  name: "Sobre o fundo das páginas",
  decorators: [
    (Story) => (
      <div className="bg-surface-muted p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Ações: Transportadora 01" });
    const row = trigger.closest("tr")!;
    const actionsCell = trigger.closest("td")!;
    const firstCell = row.querySelector("td")!;
    await expect(shownBackground(firstCell)).toBe(shownBackground(actionsCell));
    await expect(shownBackground(firstCell)).not.toBe(
      shownBackground(canvasElement.querySelector(".bg-surface-muted")),
    );
  },
};
