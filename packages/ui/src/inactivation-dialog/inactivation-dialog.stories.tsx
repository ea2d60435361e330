import type { Meta, StoryObj } from "@storybook/react-vite";
import { InactivationDialog } from "./inactivation-dialog";
import states from "./inactivation-dialog.features.stories";

/** Docs page: `inactivation-dialog.mdx` beside this file. States and behaviour tests: `inactivation-dialog.features.stories.tsx`. */
const meta = {
  ...states,
  // Docs only (Default and Playground): the features file holds the stories the test run covers.
  tags: ["!test"],
  title: "Componentes/Diálogo de inativação",
  argTypes: {
    open: { control: false, description: "Se o diálogo está aberto (controlado por quem usa)." },
    onOpenChange: { description: "Chamada quando o diálogo pede para abrir ou fechar." },
    onConfirm: {
      description:
        "Envia a justificativa sem espaços nas pontas; se a promessa falhar, o diálogo fica aberto com o texto e a mensagem de erro.",
    },
    onClose: {
      description: "Depois de fechar: `refresh: true` quando o item foi inativado, para a lista recarregar.",
    },
    title: { control: "text", description: 'Título; padrão "Inativar".' },
    description: {
      control: "text",
      description: 'Texto abaixo do título; padrão "Informe o motivo da inativação."',
    },
    label: { control: "text", description: 'Rótulo do campo; padrão "Justificativa".' },
    errorMessage: { control: "text", description: "Mensagem mostrada no diálogo quando o envio falha." },
  },
  component: InactivationDialog,
  parameters: {
    docs: {
      description: {
        component:
          "Pede a justificativa (de 30 a 500 caracteres) antes de inativar um cadastro — prestador, contratante, resíduo — e a envia. Se o envio falhar, o texto fica no campo para nova tentativa.",
      },
    },
  },
} satisfies Meta<typeof InactivationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Na lista, o botão Inativar abre o diálogo; clique nele para ver o campo de justificativa. */
export const Default: Story = {};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  args: {
    title: "Inativar prestador",
    description: "Informe o motivo da inativação.",
    label: "Justificativa",
    errorMessage: "Erro ao inserir a justificativa!",
  },
};
