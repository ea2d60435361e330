import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Footer } from "./footer";

const meta = {
  title: "Componentes/Rodapé",
  argTypes: {
    phone: {
      control: "text",
      description: "Telefone do suporte como é mostrado; o link disca só os números.",
    },
    email: { control: "text", description: "E-mail do suporte." },
    counter: {
      description:
        "O contador de resíduos reciclados: o número e as palavras depois dele. Sem ele, o rodapé não mostra contador.",
    },
    version: { control: "text", description: 'A versão, por exemplo "Versão 3.1.2".' },
    year: { control: { type: "number" }, description: "Ano dos direitos autorais." },
    owner: { control: "text", description: 'Titular dos direitos; padrão "Trilha".' },
  },
  component: Footer,
  parameters: {
    docs: {
      description: {
        component:
          "O rodapé das páginas internas: contatos do suporte (telefone e e-mail), o contador de toneladas recicladas, direitos autorais e a versão da plataforma.",
      },
    },
    layout: "fullscreen",
  },
  args: {
    phone: "(11) 4000-1234",
    email: "suporte@trilha.com.br",
    counter: { value: 48230, label: "toneladas de resíduos recicladas" },
    version: "Versão 3.1.2",
    year: 2024,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;
// A keyboard user reaches both support contacts; the counter tells its value to screen readers.
/** O rodapé completo: Tab passa pelo telefone e pelo e-mail do suporte; o contador mostra as toneladas recicladas. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "(11) 4000-1234" })).toHaveFocus();
    await expect(canvas.getByRole("link", { name: "(11) 4000-1234" })).toHaveAttribute(
      "href",
      "tel:1140001234",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "suporte@trilha.com.br" })).toHaveFocus();
    await expect(canvas.getByText("Versão 3.1.2")).toBeVisible();
    await expect(canvas.getByText("© 2024 Trilha")).toBeVisible();
    // The counter's accessible value is final from the first frame; the count's timing is the
    // AnimatedCounter unit test's (fake timers), so nothing here races the animation.
    const counter = canvasElement.querySelector("[data-slot=animated-counter]")!;
    await expect(counter.querySelector(".sr-only")).toHaveTextContent("48.230");
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: {
    phone: "(21) 3000-5678",
    email: "atendimento@parceiro.com.br",
    version: "Versão 3.2.0",
    year: 2025,
    owner: "Trilha",
  },
};
