import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AuthLayout } from "./auth-layout";
import { HowItWorks } from "./how-it-works";
import { narrowViewports, panelPicture, SampleForm, submit } from "./story-fixtures";

const meta = {
  title: "Componentes/Layout de autenticação/Estados",
  component: AuthLayout,
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Layout de autenticação, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Layout de autenticação.",
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
/** Retail partner: blue theme (icon boxes), its own picture and marketing text. */
export const BlueTheme: Story = {
  name: "Tema azul (varejo)",
  args: {
    theme: "blue",
    howItWorks: undefined,
    panelImage: { src: panelPicture, alt: "Fachada de uma loja da rede" },
    headline: "Nossas lojas, nossos resíduos, nosso compromisso",
    text: "Acompanhe a coleta e a destinação dos resíduos de cada loja da rede Vale Verde.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("[data-slot=auth-layout]")).toHaveAttribute(
      "data-theme",
      "blue",
    );
    await expect(canvas.getByText("Nossas lojas, nossos resíduos, nosso compromisso")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Fachada de uma loja da rede" })).toBeVisible();
    const iconBox = canvas.getByRole("link", { name: "Site da Trilha" });
    await expect(getComputedStyle(iconBox).backgroundColor).toBe("rgb(21, 101, 192)");
    iconBox.focus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "(11) 4000-1234" })).toHaveFocus();
  },
};

/** Fast-food partner: yellow footer bar. */
export const YellowTheme: Story = {
  name: "Tema amarelo (alimentação)",
  args: {
    theme: "yellow",
    howItWorks: undefined,
    headline: "Do balcão à reciclagem",
    text: "Cada embalagem dos restaurantes Rapidão com destino certo e comprovado.",
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(getComputedStyle(footer).borderTopColor).toBe("rgb(255, 199, 44)");
    await expect(getComputedStyle(footer).borderTopWidth).toBe("6px");
  },
};

/** Under 1030 px the logo panel is gone and the form column takes the page. */
export const Narrow: Story = {
  name: "Abaixo de 1030 px",
  globals: { viewport: { value: "narrow" } },
  play: async ({ canvasElement }) => {
    // The viewport is resized as the story starts: looked at once the window has that width.
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1000));
    await expect(canvasElement.querySelector("[data-slot=auth-layout-panel]")).not.toBeVisible();
    await expect(within(canvasElement).getByRole("button", { name: "ENTRAR" })).toBeVisible();
  },
};

/** On a phone the 450 px column shrinks to the screen instead of scrolling sideways. */
export const Phone: Story = {
  name: "Celular",
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    // The viewport is resized as the story starts: measured once the window has that width.
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const column = canvasElement.querySelector<HTMLElement>("[data-slot=auth-layout-form-column] > div")!;
    await expect(column.getBoundingClientRect().width).toBeLessThan(450);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("textbox", { name: "E-mail ou usuário" })).toHaveFocus();
  },
};

/** Each social link shows its own network's icon; a link without a network keeps the globe. */
export const SocialLinks: Story = {
  name: "Redes sociais",
  play: async ({ canvasElement }) => {
    const social = within(within(canvasElement).getByRole("list", { name: "Redes sociais" }));
    const iconOf = (name: string) =>
      social.getByRole("link", { name }).querySelector("svg")?.getAttribute("data-icon") ?? "globe";
    await expect(iconOf("Instagram da Trilha")).toBe("instagram");
    await expect(iconOf("LinkedIn da Trilha")).toBe("linkedin");
    await expect(iconOf("YouTube da Trilha")).toBe("youtube");
    await expect(iconOf("Site da Trilha")).toBe("globe");
    const drawings = ["Instagram da Trilha", "LinkedIn da Trilha", "YouTube da Trilha"].map(
      (name) => social.getByRole("link", { name }).querySelector("svg")?.innerHTML,
    );
    await expect(new Set(drawings).size).toBe(3);
  },
};
