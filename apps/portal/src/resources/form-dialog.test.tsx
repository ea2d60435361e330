import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormTextField, group, text } from "@trilha/forms";
import * as React from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { FormDialog } from "./form-dialog";
import { resourceText } from "./text";
import { UnsavedEditsGuard } from "./unsaved-edits";

const schema = group({ treatment: text({ required: true, max: 200 }) });
const labels = { treatment: "Tratamento ou destinação final" };

/** A page's dialog: open until it asks to close. */
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = React.useState(true);
  return (
    <FormDialog
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      title="Encerrar com CDF"
      schema={schema}
      labels={labels}
      initialValues={{ treatment: "" }}
      onSubmit={async () => undefined}
    >
      <FormTextField name="treatment" required />
    </FormDialog>
  );
}

type User = ReturnType<typeof userEvent.setup>;
const field = () => screen.getByRole("textbox", { name: /Tratamento ou destinação final/ });

describe("a form dialog closed with edits not saved", () => {
  it.each([
    ["Esc", (user: User) => user.keyboard("{Escape}")],
    ["Cancelar", (user: User) => user.click(screen.getByRole("button", { name: "Cancelar" }))],
    ["the close button", (user: User) => user.click(screen.getByRole("button", { name: "Fechar" }))],
  ])("asks before %s drops what was typed, keeps it on Cancelar, closes on Confirmar", async (_, close) => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.type(field(), "Coprocessamento");
    await close(user);
    const question = await screen.findByRole("alertdialog");
    expect(question).toHaveTextContent(resourceText.unsavedRecord);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole("button", { name: "Cancelar" }).at(-1)!);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(field()).toHaveValue("Coprocessamento");

    await close(user);
    await user.click(await screen.findByRole("button", { name: "Confirmar" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes at once when it was opened and left unchanged", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("closes at once when something was typed and erased (no edit left)", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.type(field(), "Co");
    await user.clear(field());
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("makes the page ask before leaving while it holds edits", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: "/saidas/1",
          element: (
            <UnsavedEditsGuard>
              <Link to="/saidas">Saídas</Link>
              <Harness onClose={() => undefined} />
            </UnsavedEditsGuard>
          ),
        },
        { path: "/saidas", element: <h1>Saídas</h1> },
      ],
      { initialEntries: ["/saidas/1"] },
    );
    render(<RouterProvider router={router} />);
    await user.type(field(), "Coprocessamento");
    // The dialog is modal: the page's link is reached as the router would (side menu, Back).
    React.startTransition(() => void router.navigate("/saidas"));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(resourceText.unsavedEdits);
    expect(router.state.location.pathname).toBe("/saidas/1");
  });
});

/** A reload or a closed tab: whether the browser is told to ask (the beforeunload event refused). */
function unloadAsks() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

// Registrar recebimento, Encerrar com CDF (the output's page) and the template name (the output form) sit
// on pages without an UnsavedEditsGuard: their typing was lost to a reload without the browser's question.
describe("a form dialog holding edits, the tab closed or reloaded", () => {
  it("has the browser ask on a page without a guard, and not once unchanged or closed", async () => {
    const user = userEvent.setup();
    render(<Harness onClose={() => undefined} />);
    await screen.findByRole("dialog");
    expect(unloadAsks()).toBe(false);
    await user.type(field(), "Coprocessamento");
    expect(unloadAsks()).toBe(true);
    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: "Confirmar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(unloadAsks()).toBe(false);
  });
});

// The dialogs (licences, certificates, employees, a residue's treatments…) marked required fields with an
// asterisk but, unlike the edit pages' sections (1afdb3e), never said what it means.
describe("a form dialog's required note", () => {
  it("says '(*) campos obrigatórios' inside its form, above its first field, once", async () => {
    render(<Harness onClose={() => undefined} />);
    const form = await screen.findByRole("form", { name: "Encerrar com CDF" });
    const notes = screen.getAllByText("(*) campos obrigatórios");
    expect(notes).toHaveLength(1);
    expect(form.contains(notes[0]!)).toBe(true);
    expect(notes[0]!.compareDocumentPosition(field()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
