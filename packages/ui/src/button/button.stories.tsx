import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./button";

const meta = {
  title: "Componentes/Botão",
  component: Button,
  args: { children: "ENTRAR", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "secondary", "outline", "ghost", "danger", "link"],
      description: "Aparência: a ação principal da tela é `primary`; as demais usam `outline` ou `ghost`.",
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"], description: "Altura: 32, 40 ou 48 px." },
    loading: {
      control: "boolean",
      description:
        "Mostra o indicador de carregamento e ignora novos cliques e envios; o botão continua com o foco (`aria-disabled`).",
    },
    disabled: { control: "boolean", description: "Desabilita o botão (ele sai da ordem do Tab)." },
    children: { control: "text", description: "O texto do botão: um verbo que diz o que acontece." },
    type: { control: false, description: "`button` por padrão; use `submit` para enviar um formulário." },
  },
  parameters: {
    docs: {
      description: {
        component:
          "O botão dispara uma ação: salvar, entrar, emitir, avançar no cadastro. O texto diz o que acontece ao clicar, com um verbo.",
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O botão principal da tela: o usuário chega com Tab e aciona com Enter ou Espaço. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "ENTRAR" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Experimente variação, tamanho, carregamento e texto nos controles abaixo. */
export const Playground: Story = {
  tags: ["!test"],
  args: { children: "Salvar", variant: "primary", size: "md", loading: false, disabled: false },
};
