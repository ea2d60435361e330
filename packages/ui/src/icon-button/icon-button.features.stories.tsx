import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, Scale, Trash2 } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { IconButton } from "./icon-button";

const meta = {
  title: "Componentes/Botão de ícone/Estados",
  component: IconButton,
  args: { "aria-label": "Notificações", children: <Bell className="size-5" aria-hidden />, onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Botão de ícone, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Botão de ícone.",
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;
export const WithTooltip: Story = {
  name: "Com dica",
  args: {
    "aria-label": "Legislação",
    title: "Legislação",
    children: <Scale className="size-5" aria-hidden />,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole("button", { name: "Legislação" });
    await expect(button).not.toHaveAttribute("title");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(body.getByRole("tooltip")).toHaveTextContent("Legislação"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const Variants: Story = {
  name: "Variações",
  render: () => (
    <div className="flex gap-2">
      <IconButton aria-label="Notificações" variant="ghost">
        <Bell className="size-5" aria-hidden />
      </IconButton>
      <IconButton aria-label="Notificações (primário)" variant="primary">
        <Bell className="size-5" aria-hidden />
      </IconButton>
      <IconButton aria-label="Notificações (contorno)" variant="outline">
        <Bell className="size-5" aria-hidden />
      </IconButton>
      <IconButton aria-label="Excluir" variant="danger">
        <Trash2 className="size-5" aria-hidden />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("button")).toHaveLength(4);
  },
};

export const Sizes: Story = {
  name: "Tamanhos",
  render: () => (
    <div className="flex items-center gap-2">
      <IconButton aria-label="Pequeno" size="sm">
        <Bell className="size-4" aria-hidden />
      </IconButton>
      <IconButton aria-label="Médio" size="md">
        <Bell className="size-5" aria-hidden />
      </IconButton>
      <IconButton aria-label="Grande" size="lg">
        <Bell className="size-6" aria-hidden />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Pequeno" }).getBoundingClientRect().width).toBe(32);
    await expect(canvas.getByRole("button", { name: "Grande" }).getBoundingClientRect().width).toBe(48);
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Notificações" });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
