import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useDiscardQuestion } from "./discard-edits";

/** A dialog's typed field and the question its dismissal asks. */
function Harness({ onAsk }: { onAsk: (ask: (drop: () => void) => void) => void }) {
  const { ask, question } = useDiscardQuestion();
  onAsk(ask);
  return (
    <>
      <textarea aria-label="Justificativa" defaultValue="Motivo digitado" />
      {question}
    </>
  );
}

describe("useDiscardQuestion", () => {
  it("Cancelar returns the focus to the field it was asked from, even when a click outside had moved it away", async () => {
    const user = userEvent.setup();
    let ask: (drop: () => void) => void = () => {};
    render(<Harness onAsk={(next) => (ask = next)} />);
    const field = screen.getByRole("textbox", { name: "Justificativa" });
    field.focus();
    const drop = vi.fn();
    // A click outside the dialog: the press on the overlay (not focusable) moves the focus to <body>,
    // and the dialog asks once the click is done (Chromium's order on the built product).
    field.blur();
    expect(document.activeElement).toBe(document.body);
    act(() => ask(drop));
    const question = await screen.findByRole("alertdialog");
    expect(document.activeElement).not.toBe(field);
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(question.isConnected).toBe(false);
    expect(drop).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
  });

  it("Confirmar drops the edits", async () => {
    const user = userEvent.setup();
    let ask: (drop: () => void) => void = () => {};
    render(<Harness onAsk={(next) => (ask = next)} />);
    const field = screen.getByRole("textbox", { name: "Justificativa" });
    field.focus();
    const drop = vi.fn();
    act(() => ask(drop));
    await screen.findByRole("alertdialog");
    await user.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(drop).toHaveBeenCalledOnce();
  });
});
