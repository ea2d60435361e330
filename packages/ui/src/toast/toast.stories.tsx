import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import {
  createToastStore,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  toastVariants,
  useToast,
} from "./toast";

function Demo({ message, options }: { message: string; options?: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(message, options)}>Mostrar aviso</Button>;
}

type DemoArgs = { message: string; variant: NonNullable<ToastOptions["variant"]>; onClose: () => void };

const meta = {
  title: "Feedback/Toast",
  component: ToastProvider,
  args: { message: "Dado inativado com sucesso!", variant: "success", onClose: fn() },
  argTypes: { variant: { control: "inline-radio", options: toastVariants } },
  render: function Render(args) {
    const { message, variant, onClose } = args;
    // Each story gets its own queue so toasts never leak between stories.
    const [store] = useState(createToastStore);
    useEffect(() => () => store.dismiss(), [store]);
    return (
      <ToastProvider store={store}>
        <Demo message={message} options={{ variant, onClose }} />
      </ToastProvider>
    );
  },
} satisfies Meta<ToastProviderProps & DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const toast = await body.findByRole("status");
    await expect(toast).toHaveTextContent("Dado inativado com sucesso!");
    await userEvent.tab();
    await expect(within(toast).getByRole("button", { name: "Fechar notificação" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("status")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const ErrorToast: Story = {
  name: "Error",
  args: { message: "Erro ao inserir a justificativa!", variant: "error" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Mostrar aviso" }));
    const alert = await body.findByRole("alert");
    await expect(alert).toHaveTextContent("Erro ao inserir a justificativa!");
    await expect(alert).toHaveAttribute("aria-live", "assertive");
  },
};

export const Stacked: Story = {
  args: {
    message: "Sua sessão foi finalizada após 20 minutos de inatividade!",
    variant: "warning",
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole("button", { name: "Mostrar aviso" });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    const toasts = await body.findAllByRole("alert");
    await expect(toasts).toHaveLength(3);
    const [first, second] = toasts.map((t) => t.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    // Top-right corner of the window.
    await expect(window.innerWidth - first!.right).toBeLessThan(40);
    await expect(first!.top).toBeLessThan(40);
  },
};

/** All four variants at once, kept open for visual comparison. */
export const Variants: Story = {
  render: function Render() {
    const [store] = useState(() => {
      const s = createToastStore();
      const stay = { duration: Number.POSITIVE_INFINITY };
      s.show("Cadastro efetuado com sucesso!", { ...stay, variant: "success" });
      s.show("Erro ao cadastrar o certificado!", { ...stay, variant: "error" });
      s.show("A lista será atualizada em instantes.", { ...stay, variant: "info", title: "Informação" });
      s.show("Altere sua senha para atender aos requisitos de senha segura!", {
        ...stay,
        variant: "warning",
      });
      return s;
    });
    return <ToastProvider store={store} />;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getAllByRole("status")).toHaveLength(2);
    await expect(body.getAllByRole("alert")).toHaveLength(2);
  },
};
