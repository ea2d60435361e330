import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { ListDialogs } from "./list-dialogs";
import { resourceText } from "./text";
import type { ListController } from "./use-list-controller";

type Dialogs = ListController<{ created_at: string; updated_at: string; deleted_at: null }>["dialogs"];

/** A list's Inativar dialog, open until it asks to close (as useListController drives it). */
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = React.useState(true);
  const dialogs: Dialogs = {
    inactivation: {
      open,
      onOpenChange: (next: boolean) => setOpen(next),
      description: "Informe o motivo da inativação de Contratante 02.",
      onConfirm: async () => undefined,
      onClose,
    },
    reactivation: null,
    history: { title: null, load: null, onClose: () => undefined },
  } as unknown as Dialogs;
  return <ListDialogs dialogs={dialogs} historyLabels={{ labels: {}, formats: {} }} />;
}

type User = ReturnType<typeof userEvent.setup>;
const field = () => screen.getByRole("textbox", { name: /Justificativa/ });
const draft = "Contrato encerrado pelo cliente";

describe("a list's Inativar dialog closed with a justification typed", () => {
  it.each([
    ["Esc", (user: User) => user.keyboard("{Escape}")],
    ["Cancelar", (user: User) => user.click(screen.getByRole("button", { name: "Cancelar" }))],
    ["the close button", (user: User) => user.click(screen.getByRole("button", { name: "Fechar" }))],
  ])(
    "asks before %s drops it (FormDialog's question), keeps it on Cancelar, closes on Confirmar",
    async (_, dismiss) => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Harness onClose={onClose} />);
      await user.type(field(), draft);
      await dismiss(user);
      const question = await screen.findByRole("alertdialog");
      expect(question).toHaveTextContent(resourceText.unsavedRecord);
      expect(onClose).not.toHaveBeenCalled();

      await user.click(screen.getAllByRole("button", { name: "Cancelar" }).at(-1)!);
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(field()).toHaveValue(draft);

      await dismiss(user);
      await user.click(await screen.findByRole("button", { name: "Confirmar" }));
      expect(onClose).toHaveBeenCalledWith({ refresh: false });
      expect(screen.queryByRole("dialog")).toBeNull();
    },
  );

  it("closes at once when nothing was typed", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledWith({ refresh: false });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

/** A reload or a closed tab: whether the browser is told to ask (the beforeunload event refused). */
function unloadAsks() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

// A list has no UnsavedEditsGuard, and the justification is no form: a reload dropped a typed
// justification without the browser's question, though closing the dialog asked.
describe("a justification typed, the tab closed or reloaded", () => {
  it("has the browser ask, and not while empty or once dropped", async () => {
    const user = userEvent.setup();
    render(<Harness onClose={() => undefined} />);
    await screen.findByRole("dialog");
    expect(unloadAsks()).toBe(false);
    await user.type(field(), draft);
    expect(unloadAsks()).toBe(true);
    await user.clear(field());
    expect(unloadAsks()).toBe(false);
    await user.type(field(), draft);
    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: "Confirmar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(unloadAsks()).toBe(false);
  });
});
