import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../button/button";
import { FormTable } from "./form-table";

type License = { id: string; type: string; code: string; expiration: string };

const licenses: License[] = [
  { id: "l1", type: "Licença de Operação", code: "LO-2026/0012", expiration: "31/12/2027" },
  { id: "l2", type: "Licença de Instalação", code: "LI-2025/0480", expiration: "15/08/2026" },
];

const meta = {
  title: "Componentes/Tabela de inclusão",
  component: FormTable<License>,
  tags: ["!test"],
  args: {
    caption: "Licenças incluídas",
    rows: licenses,
    getRowId: (row: License) => row.id,
    removeLabel: (row: License) => `Remover licença ${row.code}`,
    onRemove: fn(),
    columns: [
      { key: "type", header: "Tipo" },
      { key: "code", header: "Número" },
      { key: "expiration", header: "Validade" },
    ],
  },
  argTypes: {
    caption: { control: "text", description: 'Nome da tabela para leitores de tela ("Licenças incluídas").' },
    columns: { description: "As colunas, em ordem: o título e o campo da linha (ou um `render`)." },
    rows: { description: "Os itens incluídos até agora." },
    getRowId: { control: false, description: "Um identificador estável por linha." },
    removeLabel: {
      control: false,
      description: 'Nome do botão de remover de cada linha, por exemplo "Remover licença LO-123".',
    },
    onRemove: {
      description: "Com ela, cada linha ganha um botão de remover; sem ela, a tabela é só leitura.",
    },
    emptyText: { control: "text", description: 'Texto quando não há itens; padrão "Nenhum item incluído".' },
    disabled: {
      control: "boolean",
      description: "Desabilita os botões de remover (por exemplo, durante o envio).",
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A lista do "Incluir" de uma etapa de cadastro: os itens adicionados até agora (licenças, veículos, resíduos), cada um com o botão de remover, e o total abaixo.',
      },
    },
  },
  render: function Render(args) {
    const [rows, setRows] = useState(args.rows);
    return (
      <div className="flex flex-col gap-3">
        <Button
          variant="outline"
          className="self-start"
          onClick={() =>
            setRows((current) => [
              ...current,
              {
                id: `n${current.length}`,
                type: "Licença Prévia",
                code: `LP-2026/${current.length}`,
                expiration: "01/01/2028",
              },
            ])
          }
        >
          Incluir
        </Button>
        <FormTable<License>
          {...args}
          rows={rows}
          onRemove={(row, index) => {
            args.onRemove?.(row, index);
            setRows((current) => current.filter((r) => r.id !== row.id));
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FormTable<License>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As licenças de um prestador: Incluir acrescenta uma linha e a lixeira a remove. */
export const Default: Story = {};

/** Mude o nome da tabela, o texto vazio e o estado desabilitado nos controles abaixo. */
export const Playground: Story = {
  args: { rows: [], emptyText: "Nenhuma licença incluída", disabled: false },
};
