import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus } from "lucide-react";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./button";

const variants = ["primary", "secondary", "outline", "ghost", "danger", "link"] as const;
const sizes = ["sm", "md", "lg"] as const;

const meta = {
  title: "Componentes/Botão/Estados",
  component: Button,
  args: { children: "Salvar", onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Botão, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Botão.",
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { name: "Principal", args: { variant: "primary" } };
export const Secondary: Story = { name: "Secundário", args: { variant: "secondary" } };
export const Outline: Story = { name: "Contorno", args: { variant: "outline" } };
export const Ghost: Story = { name: "Fantasma", args: { variant: "ghost" } };
export const Danger: Story = { name: "Perigo", args: { variant: "danger", children: "Inativar" } };
export const Link: Story = { name: "Link", args: { variant: "link", children: "ESQUECI MINHA SENHA" } };

export const AllVariants: Story = {
  name: "Todas as variações",
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole("button");
    await expect(buttons.map((b) => b.dataset.variant)).toEqual([...variants]);
  },
};

export const Sizes: Story = {
  name: "Tamanhos",
  render: (args) => (
    <div className="flex items-center gap-2">
      {sizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Tamanho {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = within(canvasElement)
      .getAllByRole("button")
      .map((b) => b.getBoundingClientRect().height);
    await expect(heights).toEqual([32, 40, 48]);
  },
};

export const WithIcon: Story = {
  name: "Com ícone",
  args: {
    children: (
      <>
        <Plus className="size-4" aria-hidden /> Novo Cadastro
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole("button", { name: "Novo Cadastro" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/**
 * The spinner replaces the text without changing the button's width. A busy button stays in the Tab
 * order and keeps the focus; a click, Enter or Space does nothing.
 */
export const LoadingKeepsWidth: Story = {
  name: "Carregando mantém a largura",
  tags: ["!autodocs"],
  render: (args) => (
    <div className="flex gap-2">
      <Button {...args}>Confirmar e Emitir</Button>
      <Button {...args} loading>
        Confirmar e Emitir
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const [idle, loading] = within(canvasElement).getAllByRole("button", { name: "Confirmar e Emitir" });
    await expect(loading!.getBoundingClientRect().width).toBe(idle!.getBoundingClientRect().width);
    await expect(loading).toHaveAttribute("aria-disabled", "true");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    // Not natively disabled: Chromium would blur it and the focus would fall to the page.
    await expect(loading).toBeEnabled();
    await userEvent.tab();
    await expect(idle).toHaveFocus();
    await userEvent.tab();
    await expect(loading).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await userEvent.click(loading!);
    await expect(loading).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Salvar" });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Off until something is filled, but still reached by Tab: the reason is its description, and a click,
 * Enter or Space does nothing (nor does Enter in the form's field submit it).
 */
export const DisabledFocusable: Story = {
  name: "Desabilitado e focável",
  tags: ["!autodocs"],
  render: (args) => (
    <form
      className="flex flex-col items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        args.onClick?.(event as never);
      }}
    >
      <input aria-label="Nome" />
      <Button type="submit" disabled disabledFocusable aria-describedby="por-que">
        Confirmar e Emitir
      </Button>
      <p id="por-que" className="text-sm text-text-muted">
        Escolha o Responsável pelo MTR para emitir.
      </p>
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Confirmar e Emitir" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAccessibleDescription("Escolha o Responsável pelo MTR para emitir.");
    await userEvent.type(canvas.getByRole("textbox", { name: "Nome" }), "Maria{Enter}");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Submit: Story = {
  name: "Envia o formulário",
  tags: ["!autodocs"],
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        args.onClick?.(event as never);
      }}
    >
      <Button type="submit">ENTRAR</Button>
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(within(canvasElement).getByRole("button", { name: "ENTRAR" })).toHaveAttribute(
      "type",
      "submit",
    );
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  name: "Texto longo",
  args: { children: "Salvar alterações dos dados básicos do prestador e continuar para as licenças" },
};

export const Loading: Story = {
  name: "Carregando",
  args: { loading: true, children: "ENTRAR" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "ENTRAR" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A sign-in form whose ENTRAR turns busy once pressed (its answer never comes, for the story). */
function SignInForm({ onSubmit }: { onSubmit: () => void }) {
  const [sending, setSending] = React.useState(false);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setSending(true);
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        E-mail
        <input name="email" type="email" className="h-10 rounded-md border border-border px-3" />
      </label>
      <Button type="submit" loading={sending}>
        ENTRAR
      </Button>
    </form>
  );
}

/**
 * Pressed by keyboard, a submit button turns busy and keeps the focus; pressed again (Enter, Space, a
 * click) or Enter in a field, the form is not submitted a second time.
 */
export const SubmitOnce: Story = {
  name: "Enviando não envia de novo",
  tags: ["!autodocs"],
  // args.onClick counts the form's submissions.
  render: (args) => <SignInForm onSubmit={() => args.onClick?.({} as never)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "ENTRAR" });
    await userEvent.tab();
    await userEvent.keyboard("ana@trilha.app");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    // Enter in the field: the form's implicit submission clicks its busy button, which ignores it.
    await userEvent.click(canvas.getByRole("textbox", { name: "E-mail" }));
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
