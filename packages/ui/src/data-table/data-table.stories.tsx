import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { fn } from "storybook/test";
import { DataTable, type DataTablePage, type DataTableState, defaultDataTableState } from "./data-table";

type Provider = {
  uuid_provider: string;
  alias: string;
  document: string;
  city: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

const created = "2026-03-02T12:00:00Z";
const providers: Provider[] = Array.from({ length: 42 }, (_, i) => {
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

const columns: ColumnDef<Provider>[] = [
  { id: "created_at", header: "Data de criação", accessorFn: (p) => p.created_at.slice(0, 10) },
  { accessorKey: "alias", header: "Apelido" },
  { accessorKey: "document", header: "CNPJ" },
  { accessorKey: "city", header: "Cidade" },
];

/** Answers like the API: filters by search and the inactive flag, then slices the 1-based page. */
function serve(state: DataTableState): DataTablePage<Provider> {
  const term = state.search.toLowerCase();
  const filtered = providers.filter(
    (p) =>
      (state.showInactive ? p.deleted_at !== null : p.deleted_at === null) &&
      (term === "" || p.alias.toLowerCase().includes(term)),
  );
  const start = (state.page - 1) * state.pageSize;
  return { data: filtered.slice(start, start + state.pageSize), total: filtered.length };
}

const meta = {
  title: "Componentes/Tabela de dados",
  component: DataTable<Provider>,
  tags: ["!test"],
  args: {
    title: "Prestadores cadastrados",
    columns,
    data: undefined,
    state: defaultDataTableState,
    hiddenColumns: ["created_at"],
    getRowId: (p: Provider) => p.uuid_provider,
    getRowLabel: (p: Provider) => p.alias,
    onStateChange: fn(),
    onNewItem: fn(),
    rowActions: (p: Provider) =>
      p.deleted_at === null
        ? [
            { id: "edit", label: "Editar", onSelect: fn() },
            { id: "inactivate", label: "Inativar", onSelect: fn() },
          ]
        : [{ id: "justifications", label: "Justificativas", onSelect: fn() }],
  },
  argTypes: {
    title: {
      control: "text",
      description: "Título acima da tabela, que também é o nome dela para leitores de tela.",
    },
    columns: {
      control: false,
      description: "As colunas (react-table); o título de texto também aparece no menu Colunas.",
    },
    data: {
      control: false,
      description: "A página atual vinda da API (`{ data, total }`); vazia antes da primeira resposta.",
    },
    state: {
      control: false,
      description: "Página, itens por página, busca e INATIVOS; quem usa guarda o estado (o portal, na URL).",
    },
    onStateChange: {
      description: "Recebe o estado novo quando o usuário pagina, pesquisa ou muda um controle.",
    },
    loading: { control: "boolean", description: "Mostra linhas de esqueleto e marca a tabela como ocupada." },
    hiddenColumns: { control: "object", description: "Colunas ocultas até o usuário ligá-las em Colunas." },
    rowActions: {
      control: false,
      description:
        "As opções do menu Ações de cada linha (Editar, Inativar, Justificativas, Reativar); sem ela, não há coluna de ações.",
    },
    getRowId: { control: false, description: "Identificador estável de cada linha." },
    getRowLabel: {
      control: false,
      description: 'Nome da linha para leitores de tela (o menu se chama "Ações: <nome>").',
    },
    onNewItem: { description: "Com ela, aparece o botão Novo Cadastro." },
    newItemLabel: { control: "text", description: 'Texto do botão de novo item; padrão "Novo Cadastro".' },
    pageSizeOptions: {
      control: "object",
      description: "Opções de Exibir Itens; padrão 10, 20, 30, 40 e 50.",
    },
    toolbar: {
      control: false,
      description: "Controles extras na barra (por exemplo, o filtro de período), antes da busca.",
    },
    emptyText: {
      control: "text",
      description: 'Texto quando não há linhas; padrão "Sem dados para carregar".',
    },
    "aria-label": { control: "text", description: "Nome da tabela quando não há título." },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A lista de cadastros do portal: título, botão Novo Cadastro, colunas que se podem ocultar, itens por página, o interruptor INATIVOS, a busca, as linhas com o menu Ações e a paginação. A busca e a paginação são feitas no servidor: a tabela só mostra a página que recebe e avisa quando o usuário pede outra.",
      },
    },
  },
  render: function Render(args) {
    const [state, setState] = useState(args.state);
    return (
      <DataTable<Provider>
        {...args}
        state={state}
        data={args.loading ? undefined : serve(state)}
        onStateChange={(next) => {
          args.onStateChange(next);
          setState(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DataTable<Provider>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lista de prestadores: pesquise, mude de página, ligue INATIVOS e abra o menu Ações de uma linha. */
export const Default: Story = {};

/** Mude o título, o carregamento, os textos e as colunas ocultas nos controles abaixo. */
export const Playground: Story = {
  args: {
    title: "Resíduos cadastrados",
    loading: false,
    newItemLabel: "Novo Cadastro",
    emptyText: "Sem dados para carregar",
  },
};
