import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, mocked, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { InactivationDialog, JUSTIFICATION_ERROR_MESSAGE } from "./inactivation-dialog";

const valid = "Prestador encerrou as atividades nesta unidade.";

const meta = {
  title: "Componentes/Diálogo de inativação/Estados",
  component: InactivationDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    onClose: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Inativar
        </Button>
        <InactivationDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Diálogo de inativação, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Diálogo de inativação.",
      },
    },
  },
} satisfies Meta<typeof InactivationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.tab();
  await userEvent.keyboard("{Enter}");
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole("dialog", { name: "Inativar" });
  return { body, dialog: within(dialog) };
}

export const Default: Story = {
  name: "Aberto, sem texto",
  tags: ["!autodocs"],
  args: { open: true },
  render: (args) => <InactivationDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(dialog.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 0/500")).toBeVisible();
  },
};

export const TooShort: Story = {
  name: "Justificativa curta demais",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const field = dialog.getByRole("textbox", { name: /justificativa/i });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard("curta");
    await expect(dialog.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 5/500")).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole("button", { name: "Confirmar" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(dialog.getByText(JUSTIFICATION_ERROR_MESSAGE)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // The refusal puts the focus back on the field, which the message describes.
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(JUSTIFICATION_ERROR_MESSAGE));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  name: "Inativado com sucesso",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    // Held until the busy state is checked: the 300 ms could run out first on a loaded machine.
    let finish = () => {};
    mocked(args.onConfirm).mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const { body, dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole("textbox", { name: /justificativa/i }));
    await userEvent.keyboard(valid);
    const confirm = dialog.getByRole("button", { name: "Confirmar" });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(args.onConfirm).toHaveBeenCalledWith(valid);
    finish();
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledWith({ refresh: true });
    // Focus goes back to the button that opened the dialog.
    await waitFor(() =>
      expect(within(canvasElement).getByRole("button", { name: "Inativar" })).toHaveFocus(),
    );
  },
};

export const Failure: Story = {
  name: "Falha ao inativar",
  tags: ["!autodocs"],
  args: { onConfirm: fn(() => Promise.reject(new Error("500"))) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const field = dialog.getByRole("textbox", { name: /justificativa/i });
    await userEvent.click(field);
    await userEvent.keyboard(valid);
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Erro ao inserir a justificativa!");
    await expect(field).toHaveValue(valid);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  name: "Cancelado com Esc",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const { body } = await openDialog(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledWith({ refresh: false });
  },
};
