import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConfirmDialog } from "./confirm-dialog";
import states from "./confirm-dialog.features.stories";

/** Docs page: `confirm-dialog.mdx` beside this file. States and behaviour tests: `confirm-dialog.features.stories.tsx`. */
const meta = {
  ...states,
  // Docs only (Default and Playground): the features file holds the stories the test run covers.
  tags: ["!test"],
  title: "Componentes/Diálogo de confirmação",
  argTypes: {
    title: { control: "text", description: 'Título do diálogo; padrão "Atenção".' },
    message: {
      control: "text",
      description: "O texto do aviso; por padrão, o aviso de cancelar o cadastro.",
    },
    confirmLabel: { control: "text", description: 'Texto do botão que confirma; padrão "Confirmar".' },
    cancelLabel: { control: "text", description: 'Texto do botão que cancela; padrão "Cancelar".' },
    confirmVariant: {
      control: "inline-radio",
      options: ["primary", "danger"],
      description: "`danger` quando confirmar exclui ou inativa algo.",
    },
    onConfirm: {
      description:
        "Executada em Confirmar. Se devolver uma promessa, o botão fica carregando e o diálogo fecha quando ela termina.",
    },
    onCancel: { description: "Executada em Cancelar, Esc ou no botão de fechar." },
  },
  component: ConfirmDialog,
  parameters: {
    docs: {
      description: {
        component:
          "Pede ao usuário que confirme uma ação que não pode ser desfeita ou que descarta dados: cancelar um cadastro em andamento, excluir um item. Tem sempre dois botões, Cancelar e Confirmar.",
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O aviso dos assistentes de cadastro: clique em Cancelar para abrir o diálogo. */
export const Default: Story = {};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  args: {
    title: "Excluir item",
    message: "Deseja realmente excluir este item?",
    confirmLabel: "Excluir",
    cancelLabel: "Cancelar",
    confirmVariant: "danger",
  },
};
