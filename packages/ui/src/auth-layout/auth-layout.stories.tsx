import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { AuthLayout, authThemes } from "./auth-layout";
import { HowItWorks } from "./how-it-works";
import { narrowViewports, panelPicture, SampleForm, submit } from "./story-fixtures";

const meta = {
  title: "Componentes/Layout de autenticação",
  argTypes: {
    theme: {
      control: "inline-radio",
      options: authThemes,
      description: "O tema do parceiro: `default` (verde), `blue` (varejo), `yellow` (alimentação).",
    },
    children: { control: false, description: "O formulário da tela (entrar, criar conta…)." },
    logo: { control: false, description: "O topo da coluna do formulário; por padrão, o logo da Trilha." },
    panelImage: {
      control: "object",
      description: "A imagem do painel da direita (portais parceiros têm a sua).",
    },
    headline: { control: "text", description: "Título de apresentação do painel." },
    text: { control: "text", description: "Texto de apresentação do painel, abaixo do título." },
    panel: { control: false, description: "Substitui todo o conteúdo do painel." },
    panelLabel: {
      control: "text",
      description: 'Nome do painel para leitores de tela; padrão "Apresentação".',
    },
    howItWorks: {
      control: false,
      description: 'O bloco "Como funciona" do portal genérico, abaixo do formulário.',
    },
    socialLinks: { control: "object", description: "As redes sociais do parceiro, como ícones com link." },
    supportPhone: { control: "text", description: "Telefone do suporte." },
    supportEmail: { control: "text", description: "E-mail do suporte." },
    year: { control: { type: "number" }, description: "Ano dos direitos autorais." },
  },
  component: AuthLayout,
  parameters: {
    docs: {
      description: {
        component:
          "A moldura das telas públicas (entrar, criar conta, recuperar senha): a coluna do formulário com 450 px, o painel do parceiro à direita a partir de 1030 px e o rodapé com redes sociais e suporte. Cada portal parceiro escolhe o seu tema.",
      },
    },
    layout: "fullscreen",
    viewport: narrowViewports,
  },
  args: {
    theme: "default",
    children: <SampleForm />,
    howItWorks: <HowItWorks />,
    socialLinks: [
      { label: "Instagram da Trilha", href: "https://instagram.com/trilha", network: "instagram" },
      { label: "LinkedIn da Trilha", href: "https://linkedin.com/company/trilha", network: "linkedin" },
      { label: "YouTube da Trilha", href: "https://youtube.com/@trilha", network: "youtube" },
      { label: "Site da Trilha", href: "https://trilha.com.br" },
    ],
    supportPhone: "(11) 4000-1234",
    supportEmail: "suporte@trilha.com.br",
    year: 2024,
  },
  beforeEach: () => submit.mockClear(),
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;
// Generic portal: green gradient, the "how it works" block; a keyboard user fills and submits the form.
/** O portal genérico: fundo verde, o bloco "Como funciona" e o formulário de entrada, preenchido e enviado pelo teclado. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=auth-layout]")!;
    await expect(root).toHaveAttribute("data-theme", "default");
    const column = canvasElement.querySelector<HTMLElement>("[data-slot=auth-layout-form-column] > div")!;
    await expect(column.getBoundingClientRect().width).toBe(450);
    await expect(canvasElement.querySelector("[data-slot=auth-layout-panel]")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Como funciona" })).toBeVisible();
    await expect(canvas.getByText("Não colisão")).toBeVisible();

    await userEvent.tab();
    await userEvent.keyboard("ana@empresa.com.br");
    await userEvent.tab();
    await userEvent.keyboard("segredo{Enter}");
    await expect(submit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("© 2024 Trilha");
    await expect(canvas.getByRole("link", { name: "Instagram da Trilha" })).toHaveAttribute(
      "target",
      "_blank",
    );
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: {
    theme: "blue",
    headline: "Gestão de resíduos da sua rede de lojas",
    text: "Emita manifestos e acompanhe a destinação de cada unidade.",
    howItWorks: undefined,
    panelImage: { src: panelPicture, alt: "Lojas e centro de distribuição" },
  },
};
