import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, Scale } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { IconButton } from "./icon-button";

const meta = {
  title: "Componentes/Botão de ícone",
  argTypes: {
    "aria-label": {
      control: "text",
      description: "O nome lido pelos leitores de tela (obrigatório: o ícone sozinho não diz nada).",
    },
    title: {
      control: "text",
      description: "Dica mostrada ao passar o mouse e ao receber o foco pelo teclado.",
    },
    variant: {
      control: "select",
      options: ["ghost", "primary", "secondary", "outline", "danger"],
      description: "Aparência; `ghost` por padrão.",
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"], description: "32, 40 ou 48 px de lado." },
    disabled: { control: "boolean", description: "Desabilita o botão." },
    children: { control: false, description: "O ícone, com `aria-hidden`." },
  },
  component: IconButton,
  args: { "aria-label": "Notificações", children: <Bell className="size-5" aria-hidden />, onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Um botão quadrado só com um ícone, para ações que se repetem e que o ícone já explica: notificações, ajuda, editar ou excluir numa linha. Exige um nome acessível e pode mostrar uma dica.",
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;
/** O sino de notificações do cabeçalho: Tab leva até ele, Enter ou Espaço o aciona. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Notificações" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: {
    "aria-label": "Legislação",
    title: "Legislação",
    children: <Scale className="size-5" aria-hidden />,
    variant: "ghost",
    size: "md",
    disabled: false,
  },
};
