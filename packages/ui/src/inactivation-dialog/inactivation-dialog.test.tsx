import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  INACTIVATION_ERROR_MESSAGE,
  InactivationDialog,
  JUSTIFICATION_ERROR_MESSAGE,
  validateJustification,
} from "./inactivation-dialog";

const valid = "Prestador encerrou as atividades na unidade.";

describe("validateJustification", () => {
  it.each([
    ["", false],
    ["a".repeat(29), false],
    [` ${"a".repeat(29)}  `, false],
    ["a".repeat(30), true],
    ["a".repeat(500), true],
    ["a".repeat(501), false],
    // As the shared schema (and so the server) reads it: invisible characters around the text are not
    // characters of it, and an emoji is one character.
    [`a${"\u200b".repeat(29)}`, false],
    ["\u2060".repeat(40), false],
    ["🌱".repeat(16), false],
    ["🌱".repeat(30), true],
  ])("%j → valid %s", (text, ok) => {
    expect(validateJustification(text)).toBe(ok ? undefined : JUSTIFICATION_ERROR_MESSAGE);
  });
});

function setup(onConfirm: (text: string) => Promise<void>) {
  const onOpenChange = vi.fn();
  const onClose = vi.fn();
  render(<InactivationDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} onClose={onClose} />);
  return { onOpenChange, onClose, user: userEvent.setup() };
}

describe("InactivationDialog", () => {
  it("shows the counter and blocks a short justification with the spec's message", async () => {
    const onConfirm = vi.fn(async () => {});
    const { user } = setup(onConfirm);
    const field = screen.getByRole("textbox", { name: /justificativa/i });
    await user.type(field, "curta");
    expect(screen.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 5/500")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(JUSTIFICATION_ERROR_MESSAGE));
    await user.type(field, " - texto suficiente para a regra");
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("sends the trimmed text, shows the busy Confirmar, then closes reporting refresh", async () => {
    let settle: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { user, onOpenChange, onClose } = setup(onConfirm);
    await user.type(screen.getByRole("textbox", { name: /justificativa/i }), `  ${valid}  `);
    await user.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(onConfirm).toHaveBeenCalledWith(valid);
    expect(screen.getByRole("button", { name: "Confirmar" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    settle();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ refresh: true }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("keeps the text and shows the error when the request fails", async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error("500")));
    const { user, onOpenChange, onClose } = setup(onConfirm);
    const field = screen.getByRole("textbox", { name: /justificativa/i });
    await user.type(field, valid);
    await user.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(INACTIVATION_ERROR_MESSAGE);
    expect(field).toHaveValue(valid);
    expect(screen.getByRole("button", { name: "Confirmar" })).not.toHaveAttribute("aria-busy");
    expect(onClose).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("starts blank when reopened, even after the caller closed it through `open`", async () => {
    const user = userEvent.setup();
    const props = { onOpenChange: vi.fn(), onConfirm: vi.fn(async () => {}) };
    const { rerender } = render(<InactivationDialog open {...props} />);
    await user.type(screen.getByRole("textbox", { name: /justificativa/i }), "rascunho");
    rerender(<InactivationDialog open={false} {...props} />);
    rerender(<InactivationDialog open {...props} />);
    expect(screen.getByRole("textbox", { name: /justificativa/i })).toHaveValue("");
  });

  it("Cancelar closes without refresh", async () => {
    const { user, onClose, onOpenChange } = setup(vi.fn(async () => {}));
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onClose).toHaveBeenCalledWith({ refresh: false });
  });

  describe("closed with a justification typed, given confirmDiscard", () => {
    type User = ReturnType<typeof userEvent.setup>;
    it.each([
      ["Esc", (user: User) => user.keyboard("{Escape}")],
      ["Cancelar", (user: User) => user.click(screen.getByRole("button", { name: "Cancelar" }))],
      ["the close button", (user: User) => user.click(screen.getByRole("button", { name: "Fechar" }))],
    ])("%s asks first, keeps the text until discard is called", async (_, dismiss) => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      const onClose = vi.fn();
      let discard: (() => void) | undefined;
      const confirmDiscard = vi.fn((drop: () => void) => {
        discard = drop;
      });
      render(
        <InactivationDialog
          open
          onOpenChange={onOpenChange}
          onConfirm={vi.fn(async () => {})}
          onClose={onClose}
          confirmDiscard={confirmDiscard}
        />,
      );
      const field = screen.getByRole("textbox", { name: /justificativa/i });
      await user.type(field, "rascunho");
      await dismiss(user);
      expect(confirmDiscard).toHaveBeenCalledOnce();
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(field).toHaveValue("rascunho");

      discard?.();
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(onClose).toHaveBeenCalledWith({ refresh: false });
    });

    it("an empty field closes at once", async () => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      const confirmDiscard = vi.fn();
      render(
        <InactivationDialog
          open
          onOpenChange={onOpenChange}
          onConfirm={vi.fn(async () => {})}
          confirmDiscard={confirmDiscard}
        />,
      );
      await user.keyboard("{Escape}");
      expect(confirmDiscard).not.toHaveBeenCalled();
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });
});
