import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../button/button";
import { InactivationDialog } from "./inactivation-dialog";

const _valid = "Prestador encerrou as atividades nesta unidade.";

const meta = {
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
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    onClose: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Inativar
        </Button>
        <InactivationDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
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
