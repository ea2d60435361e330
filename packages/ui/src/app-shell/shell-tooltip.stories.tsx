import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleHelp } from "lucide-react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ShellTooltip } from "./shell-tooltip";

const meta = {
  title: "Componentes/Estrutura da aplicação/Dica",
  component: ShellTooltip,
  args: {
    content: "Ajuda",
    children: (
      <button type="button" aria-label="Ajuda" className="rounded-md bg-primary p-2 text-on-primary">
        <CircleHelp aria-hidden className="size-5" />
      </button>
    ),
  },
  parameters: { layout: "centered" },
} satisfies Meta<typeof ShellTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A keyboard user reaches the icon: the tooltip names it, and Esc dismisses it without moving focus. */
export const Default: Story = {
  name: "Padrão",
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body); // the tooltip renders in a portal
    const trigger = within(canvasElement).getByRole("button", { name: "Ajuda" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole("tooltip")).toHaveTextContent("Ajuda");
    await expect(trigger).toHaveAttribute("aria-describedby");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("tooltip")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The side menu puts its tooltips to the right of the 60 px rail. */
export const Right: Story = {
  name: "À direita",
  args: { side: "right", content: "Dashboard" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(await body.findByRole("tooltip")).toHaveTextContent("Dashboard");
    const content = canvasElement.ownerDocument.querySelector('[data-slot="shell-tooltip"]');
    await expect(content).toHaveAttribute("data-side", "right");
  },
};

export const LongContent: Story = {
  name: "Texto longo",
  args: { content: "Integrações com problemas de comunicação: verifique o status de cada serviço" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(await body.findByRole("tooltip")).toHaveTextContent(/verifique o status de cada serviço/);
  },
};

/** Experimente o texto e o lado da dica nos controles abaixo (passe o mouse ou dê Tab até o ícone). */
export const Playground: Story = {
  tags: ["!test"],
  args: { content: "Central de ajuda", side: "bottom" },
};
