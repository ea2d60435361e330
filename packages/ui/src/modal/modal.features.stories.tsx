import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { TextField } from "../text-field/text-field";
import { Modal, ModalClose, modalSizes } from "./modal";

const meta = {
  title: "Componentes/Modal/Estados",
  component: Modal,
  args: {
    title: "Termos de uso",
    children: "Conteúdo do modal.",
    onOpenChange: fn(),
  },
  argTypes: { size: { control: "inline-radio", options: modalSizes } },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Modal
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        trigger={<Button>Abrir</Button>}
      />
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Abrir e fechar pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Abrir" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Termos de uso" });
    // Focus moves inside and stays trapped: tabbing cycles through the dialog's only control.
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.tab();
    await expect(body.getByRole("button", { name: "Fechar" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back a task after the dialog leaves (Radix's focus scope, in a timeout).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  name: "Fechar pelo botão",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Abrir" }));
    await body.findByRole("dialog");
    await userEvent.click(body.getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    // Focus goes back a task after the dialog leaves (Radix's focus scope, in a timeout).
    await waitFor(() => expect(canvas.getByRole("button", { name: "Abrir" })).toHaveFocus());
  },
};

export const WithDescriptionAndFooter: Story = {
  name: "Com descrição e rodapé",
  args: {
    title: "LOG DE SISTEMAS INTEGRADOS",
    description: "Últimos eventos da integração SINIR.",
    size: "lg",
    footer: (
      <ModalClose asChild>
        <Button variant="outline">Voltar</Button>
      </ModalClose>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Abrir" }));
    const dialog = await body.findByRole("dialog", { name: "LOG DE SISTEMAS INTEGRADOS" });
    await expect(dialog).toHaveAccessibleDescription("Últimos eventos da integração SINIR.");
    // The dialog takes the focus in an effect once it is drawn.
    await waitFor(() => expect(body.getByRole("button", { name: "Fechar" })).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole("button", { name: "Voltar" })).toHaveFocus();
    // Tab wraps back to the first control instead of escaping to the page.
    await userEvent.tab();
    await expect(body.getByRole("button", { name: "Fechar" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    title: "Conteúdo longo",
    children: (
      <div className="flex flex-col gap-3">
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Parágrafo {i + 1} de um documento extenso que rola dentro do modal.</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Abrir" }));
    const dialog = await body.findByRole("dialog");
    const scroller = dialog.querySelector<HTMLElement>('[data-slot="modal-body"]');
    await expect(scroller!.scrollHeight).toBeGreaterThan(scroller!.clientHeight);
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    // The body that scrolls is a tab stop (after Fechar), and says what it is: the modal's title.
    const region = await within(dialog).findByRole("region", { name: "Conteúdo longo" });
    await expect(region).toBe(scroller);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** Opened by state (no Radix Trigger), as a table row action does: focus still returns on close. */
export const Controlled: Story = {
  name: "Aberto por uma ação da tabela",
  tags: ["!autodocs"],
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Ver mais...
        </Button>
        <Modal {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("dialog", { name: "Termos de uso" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByRole("button", { name: "Ver mais..." })).toHaveFocus(),
    );
  },
};

/** A form dialog opens on its first field (what its user does first), past a read-only one. */
export const FormOpensOnField: Story = {
  name: "Formulário abre no primeiro campo",
  tags: ["!autodocs"],
  args: {
    title: "Incluir licença",
    children: (
      <div className="flex flex-col gap-3">
        <TextField label="Prestador" value="Transportes Andrade" readOnly />
        <TextField label="Número da licença" />
        <TextField label="Órgão emissor" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Abrir" }));
    const dialog = await body.findByRole("dialog", { name: "Incluir licença" });
    await waitFor(() => expect(within(dialog).getByLabelText("Número da licença")).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByLabelText("Órgão emissor")).toHaveFocus();
    // The close button is still one Tab away, as the dialog's first control.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole("button", { name: "Fechar" })).toHaveFocus();
  },
};
