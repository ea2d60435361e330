import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderControlled } from "../lib/controlled-story";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Componentes/Caixa de seleção",
  argTypes: {
    label: { control: "text", description: "O texto ao lado da caixa; clicar nele também marca." },
    checked: { control: "boolean", description: "Se a caixa está marcada (sempre controlada)." },
    onCheckedChange: { description: "Chamada com o novo valor quando o usuário marca ou desmarca." },
    hint: { control: "text", description: "Texto de ajuda abaixo da caixa." },
    error: { control: "text", description: "Mensagem de erro: deixa a caixa em vermelho e é anunciada." },
    required: { control: "boolean", description: "Mostra o asterisco e marca a caixa como obrigatória." },
    disabled: { control: "boolean", description: "Impede marcar ou desmarcar." },
  },
  component: Checkbox,
  args: { label: "Estou de acordo e quero prosseguir", checked: false, onCheckedChange: fn() },
  render: renderControlled(Checkbox, "checked", "onCheckedChange"),
  parameters: {
    docs: {
      description: {
        component:
          "Uma opção que o usuário marca ou desmarca, com o rótulo ao lado: aceitar os termos, incluir inativos na lista. Erro e texto de ajuda aparecem abaixo, como em todo campo.",
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;
/** O aceite dos termos: o usuário chega com Tab e marca ou desmarca com Espaço. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: {
    label: "Mostrar cadastros inativos",
    hint: "Inclui na lista os cadastros inativados.",
    required: false,
    disabled: false,
    error: "",
  },
};
