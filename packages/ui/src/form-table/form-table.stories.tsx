import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormTable } from "./form-table";
import states, { type License } from "./form-table.features.stories";

/** Docs page: `form-table.mdx` beside this file. States and behaviour tests: `form-table.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Tabela de inclusão",
  component: FormTable<License>,
  tags: ["!test"],
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
} satisfies Meta<typeof FormTable<License>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As licenças de um prestador: Incluir acrescenta uma linha e a lixeira a remove. */
export const Default: Story = {};

/** Mude o nome da tabela, o texto vazio e o estado desabilitado nos controles abaixo. */
export const Playground: Story = {
  args: { rows: [], emptyText: "Nenhuma licença incluída", disabled: false },
};
