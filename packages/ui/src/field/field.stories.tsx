import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Field, inputVariants } from "./field";

const meta = {
  title: "Componentes/Campo",
  argTypes: {
    label: { control: "text", description: "Rótulo visível; sem ele, dê ao controle um `aria-label`." },
    hint: { control: "text", description: "Texto de ajuda abaixo do controle." },
    error: { control: "text", description: "Mensagem de erro: deixa o controle inválido e é anunciada." },
    required: { control: "boolean", description: "Mostra o asterisco e marca o controle como obrigatório." },
    disabled: {
      control: "boolean",
      description: "Desabilita o controle; rótulo e mensagens continuam legíveis.",
    },
    layout: {
      control: "inline-radio",
      options: ["stacked", "inline", "group"],
      description:
        "`stacked`: rótulo acima (textos, seleções); `inline`: controle e rótulo na mesma linha (caixa de seleção); `group`: o rótulo nomeia um grupo (rádios).",
    },
    addon: {
      control: false,
      description: "Conteúdo depois do controle, antes da ajuda (por exemplo, um contador de caracteres).",
    },
    children: {
      control: false,
      description: "Desenha o controle, espalhando nele os atributos recebidos (id, ARIA, obrigatório).",
    },
  },
  component: Field,
  args: {
    label: "Nome fantasia",
    children: (control) => <input className={inputVariants()} {...control} />,
  },
  parameters: {
    docs: {
      description: {
        component:
          "A moldura comum a todo controle de formulário: rótulo, asterisco de obrigatório, texto de ajuda e mensagem de erro, já ligados ao controle para leitores de tela. Os campos prontos (texto, senha, data, seleção, caixa de seleção) usam o Campo por dentro.",
      },
    },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Um campo de texto com rótulo: o rótulo é o nome que o leitor de tela anuncia. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Nome fantasia" });
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: {
    label: "Razão social",
    hint: "Como consta no cartão CNPJ.",
    required: true,
    error: "",
    disabled: false,
  },
};
