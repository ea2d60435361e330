import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { AuthLayout, authThemes } from "./auth-layout";
import { HowItWorks } from "./how-it-works";

const submit = fn();

/** A stand-in login form: the real one belongs to the portal. */
function SampleForm() {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <h1 className="text-2xl font-bold text-text">Acesse sua conta</h1>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        E-mail ou usuário
        <input name="email" className="h-10 rounded-md border border-border px-3 font-normal" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Senha
        <input
          name="password"
          type="password"
          className="h-10 rounded-md border border-border px-3 font-normal"
        />
      </label>
      <Button type="submit">ENTRAR</Button>
    </form>
  );
}

const panelPicture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#e8f1fb"/><rect x="40" y="70" width="90" height="80" rx="6" fill="#1565c0"/><rect x="150" y="50" width="130" height="100" rx="6" fill="#0d3b66"/><circle cx="250" cy="40" r="18" fill="#ffc72c"/></svg>',
)}`;

const narrowViewports = {
  options: {
    narrow: { name: "Abaixo de 1030 px", styles: { width: "1000px", height: "800px" }, type: "tablet" },
    phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" },
  },
};

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
