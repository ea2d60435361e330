import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppShell } from "./app-shell";
import { navigate, shell } from "./story-shell";
import { admMenu, ordinaryMenu } from "./story-support";

const meta = {
  title: "Componentes/Estrutura da aplicação/Estados",
  component: AppShell,
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Estrutura da aplicação, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Estrutura da aplicação.",
      },
    },
    layout: "fullscreen",
  },
  args: shell(ordinaryMenu, "/dashboard", "Dashboard"),
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Ordinary plan on the dashboard; a keyboard user skips straight to the content. */
export const Ordinary: Story = {
  name: "Plano comum",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("main")).toHaveFocus());

    await expect(canvas.getByRole("banner").getBoundingClientRect().height).toBe(80);
    const menu = canvas.getByRole("navigation", { name: "Menu do administrador" });
    await expect(menu.getBoundingClientRect().width).toBe(60);
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("Versão 3.1.2");
  },
};

/** Plan ADM: the administrator menu. */
export const Administrator: Story = {
  name: "Plano ADM",
  args: shell(admMenu, "/negociacoes", "Negociações"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Cadastros" })).toHaveAttribute("data-active", "true");
    await expect(canvas.queryByRole("button", { name: "Documentos" })).not.toBeInTheDocument();
  },
};

/** A registration screen (hidden from the menu) highlights Cadastros. */
export const RegistrationPage: Story = {
  name: "Página de cadastro",
  args: shell(ordinaryMenu, "/prestadores/cadastro", "Cadastro de prestador"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Cadastros" })).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  },
};

/** The content never grows past 1366 px, however wide the window. */
export const WideContent: Story = {
  name: "Tela larga",
  decorators: [
    (Story) => (
      <div style={{ width: 1800 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector<HTMLElement>("[data-slot=app-shell-content]")!;
    await expect(content.getBoundingClientRect().width).toBe(1366);
  },
};

/**
 * A long page gone through backwards with Shift+Tab: each control that takes the focus is scrolled to
 * below the sticky header, never under it (WCAG 2.4.11).
 */
export const FocusBelowHeader: Story = {
  name: "Foco abaixo do cabeçalho",
  args: {
    children: (
      <form className="flex flex-col gap-4" aria-label="Formulário longo">
        {Array.from({ length: 16 }, (_, i) => (
          <label key={i} className="flex flex-col gap-1 text-sm font-semibold">
            Campo {i + 1}
            <input className="h-10 rounded-md border border-text-muted px-3" />
          </label>
        ))}
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("banner");
    canvas.getByRole("textbox", { name: "Campo 16" }).focus();
    for (let field = 15; field >= 1; field--) {
      await userEvent.tab({ shift: true });
      const focused = canvas.getByRole("textbox", { name: `Campo ${field}` });
      await expect(focused).toHaveFocus();
      await waitFor(() =>
        expect(focused.getBoundingClientRect().top).toBeGreaterThanOrEqual(
          banner.getBoundingClientRect().bottom,
        ),
      );
    }
  },
};
