import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, mocked, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { CANCEL_WIZARD_MESSAGE, ConfirmDialog } from "./confirm-dialog";

const meta = {
  title: "Componentes/Diálogo de confirmação/Estados",
  component: ConfirmDialog,
  args: { onConfirm: fn(), onCancel: fn(), onOpenChange: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        trigger={<Button variant="outline">Cancelar</Button>}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Diálogo de confirmação, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Diálogo de confirmação.",
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizards' Cancelar: the warning, then Confirmar goes back. */
export const CancelWizard: Story = {
  name: "Cancelar o cadastro",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("alertdialog", { name: "Atenção" });
    await expect(dialog).toHaveTextContent(CANCEL_WIZARD_MESSAGE);
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Dismissed: Story = {
  name: "Cancelado pelo usuário",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Cancelar" }));
    const dialog = await body.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Escape: Story = {
  name: "Fechado com Esc",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** An async Confirmar keeps the button busy until it settles. */
export const Loading: Story = {
  name: "Carregando",
  args: {
    title: "Excluir item",
    message: "Deseja realmente excluir este item?",
    confirmVariant: "danger",
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvasElement, args }) => {
    // Held until the busy state is checked: the 400 ms could run out first on a loaded machine.
    let finish = () => {};
    mocked(args.onConfirm).mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Cancelar" }));
    const dialog = await body.findByRole("alertdialog", { name: "Excluir item" });
    const confirm = within(dialog).getByRole("button", { name: "Confirmar" });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeDisabled();
    finish();
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
  },
};

export const FailedConfirm: Story = {
  name: "Falha ao confirmar",
  tags: ["!autodocs"],
  args: { onConfirm: fn(() => Promise.reject(new Error("falhou"))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Cancelar" }));
    const dialog = await body.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Confirmar" });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute("aria-busy"));
    await expect(body.getByRole("alertdialog")).toBeVisible();
  },
};
