import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Header, HeaderActions } from "../header/header";
import { UserMenu } from "../user-menu/user-menu";
import {
  createToastStore,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  toastVariants,
  useToast,
} from "./toast";

/** The toast showing `text` (toasts are found by what they say: they carry no live role of their own). */
async function findToast(body: ReturnType<typeof within>, text: string) {
  const message: HTMLElement = await body.findByText(text, { selector: "[data-slot=toast-message]" });
  return message.closest<HTMLElement>("[data-slot=toast]")!;
}

/** The Toaster's live region of that politeness (always on the page, toasts or not). */
function liveRegion(root: HTMLElement, live: "polite" | "assertive") {
  return root.ownerDocument.querySelector<HTMLElement>(`[data-slot=toast-viewport] [aria-live=${live}]`);
}

/** Shows `message` on each press; `numbered` makes each press's words its own ("… (2)"). */
function Demo({
  message,
  options,
  numbered,
}: {
  message: string;
  options?: ToastOptions;
  numbered?: boolean;
}) {
  const { toast } = useToast();
  const [count, setCount] = useState(0);
  return (
    <Button
      onClick={() => {
        setCount(count + 1);
        toast(numbered ? `${message} (${count + 1})` : message, options);
      }}
    >
      Mostrar aviso
    </Button>
  );
}

type DemoArgs = {
  message: string;
  /** Each press says something else (a stack of different toasts). */
  numbered?: boolean;
  variant: NonNullable<ToastOptions["variant"]>;
  onClose: () => void;
  /** How long each toast stays (5 s unless given). */
  duration?: number;
};

const meta = {
  title: "Componentes/Aviso temporário/Estados",
  component: ToastProvider,
  args: { message: "Dado inativado com sucesso!", variant: "success", onClose: fn() },
  argTypes: { variant: { control: "inline-radio", options: toastVariants } },
  render: function Render(args) {
    const { message, variant, onClose, duration, numbered } = args;
    // Each story gets its own queue so toasts never leak between stories.
    const [store] = useState(createToastStore);
    useEffect(() => () => store.dismiss(), [store]);
    return (
      <ToastProvider store={store}>
        <Demo
          message={message}
          numbered={numbered}
          options={{ variant, onClose, ...(duration ? { duration } : {}) }}
        />
      </ToastProvider>
    );
  },
} satisfies Meta<ToastProviderProps & DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  name: "Sucesso",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const toast = await findToast(body, "Dado inativado com sucesso!");
    await userEvent.tab();
    await expect(within(toast).getByRole("button", { name: "Fechar notificação" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/**
 * Screen readers often say nothing of a live region that arrives with its text: the polite region is on
 * the page, empty, before the first toast, and the toast is drawn inside it (not as a region of its own).
 */
export const AnnouncedInPersistentRegion: Story = {
  name: "Anunciado pela região já presente",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const polite = liveRegion(canvasElement, "polite");
    await expect(polite).not.toBeNull();
    await expect(polite).toBeEmptyDOMElement();
    await expect(liveRegion(canvasElement, "assertive")).toBeEmptyDOMElement();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Mostrar aviso" }));
    const toast = await findToast(body, "Dado inativado com sucesso!");
    // The same node as before the toast, now holding it; the toast itself is no live region.
    await expect(liveRegion(canvasElement, "polite")).toBe(polite);
    await expect(polite).toContainElement(toast);
    await expect(toast.closest("[aria-live], [role=status], [role=alert]")).toBe(polite);
    await expect(within(toast).getByRole("button", { name: "Fechar notificação" })).toBeVisible();
  },
};

export const ErrorToast: Story = {
  name: "Erro",
  args: { message: "Erro ao inserir a justificativa!", variant: "error" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Mostrar aviso" }));
    const toast = await findToast(body, "Erro ao inserir a justificativa!");
    // Errors and warnings go to the assertive region, which interrupts the screen reader.
    await expect(liveRegion(canvasElement, "assertive")).toContainElement(toast);
  },
};

export const Stacked: Story = {
  name: "Vários avisos empilhados",
  tags: ["!autodocs"],
  args: {
    message: "Sua sessão foi finalizada após 20 minutos de inatividade!",
    variant: "warning",
    numbered: true,
    // Kept until dismissed: on a loaded machine the first could close on its own (5 s) before the third shows.
    duration: Number.POSITIVE_INFINITY,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Mostrar aviso" });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(liveRegion(canvasElement, "assertive")!.children).toHaveLength(3));
    const toasts = [...liveRegion(canvasElement, "assertive")!.children];
    const [first, second] = toasts.map((t) => t.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    // Top-right corner of the window, below where the 80 px header sits.
    await expect(window.innerWidth - first!.right).toBeLessThan(40);
    await expect(first!.top).toBeGreaterThanOrEqual(80);
    await expect(first!.top).toBeLessThan(80 + 40);
  },
};

/** The same words pressed again (a second wrong password): one toast, drawn anew, not a stack. */
export const Repeated: Story = {
  name: "Aviso repetido não empilha",
  tags: ["!autodocs"],
  args: { message: "E-mail ou senha inválidos.", variant: "error", duration: Number.POSITIVE_INFINITY },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole("button", { name: "Mostrar aviso" });
    await userEvent.click(button);
    const first = await findToast(body, "E-mail ou senha inválidos.");
    await userEvent.click(button);
    await userEvent.click(button);
    // A new toast in place of the first (so a screen reader hears it again), and only one.
    await waitFor(() => expect(first.isConnected).toBe(false));
    await findToast(body, "E-mail ou senha inválidos.");
    await expect(liveRegion(canvasElement, "assertive")!.children).toHaveLength(1);
  },
};

/** All four variants at once, kept open for visual comparison. */
export const Variants: Story = {
  name: "Todas as variantes",
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
    // Drawn once the live regions have been on the page a moment (LIVE_REGION_READY_MS).
    await waitFor(() => expect(liveRegion(canvasElement, "polite")!.children).toHaveLength(2));
    await expect(liveRegion(canvasElement, "assertive")!.children).toHaveLength(2);
  },
};

/** Toasts stack below the header: its icons and user menu stay visible and take their own clicks. */
export const BelowTheHeader: Story = {
  name: "Abaixo do cabeçalho",
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
  render: function Render(args) {
    const [store] = useState(createToastStore);
    useEffect(() => () => store.dismiss(), [store]);
    return (
      <ToastProvider store={store}>
        <Header
          actions={<HeaderActions legislationHref="#legislacao" onHelp={() => undefined} />}
          userMenu={<UserMenu items={[{ label: "Sair da Plataforma", href: "#sair" }]} />}
        />
        <div className="p-6">
          <Demo message={args.message} options={{ variant: args.variant, duration: 600_000 }} />
        </div>
      </ToastProvider>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar aviso" }));
    const toast = await findToast(body, args.message);
    const header = canvas.getByRole("banner");
    await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      header.getBoundingClientRect().bottom,
    );
    for (const control of header.querySelectorAll<HTMLElement>("a, button")) {
      if (control.getClientRects().length === 0) continue;
      const box = control.getBoundingClientRect();
      const hit = control.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(control.contains(hit)).toBe(true);
    }
    await userEvent.click(canvas.getByRole("button", { name: "Usuario" }));
    // The menu fades in: wait for it instead of checking its first frame (opacity 0).
    const exit = await body.findByRole("menuitem", { name: "Sair da Plataforma" });
    await waitFor(() => expect(exit).toBeVisible());
  },
};
