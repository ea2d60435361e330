import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { DataTable } from "./data-table";
import { type Provider, providersOf, providerTableArgs, serve } from "./story-fixtures";
import { defaultDataTableState } from "./table-state";

const providers = providersOf(42);

const meta = {
  title: "Componentes/Tabela de dados",
  component: DataTable<Provider>,
  tags: ["!test"],
  args: {
    ...providerTableArgs,
    data: undefined,
    state: defaultDataTableState,
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
        data={args.loading ? undefined : serve(providers, state)}
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
