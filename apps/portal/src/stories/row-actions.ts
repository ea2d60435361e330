import { userEvent, within } from "storybook/test";
import { fill } from "./fill";

/**
 * A list's rows as a keyboard user works them: the INATIVOS switch, a row's "Ações" menu, and the dialogs
 * its items open (Inativar and Reativar ask for a justification, Justificativas lists the history).
 * Dialogs render in a portal, so they (and the menus) are looked for in the document's body.
 */

type Queries = ReturnType<typeof within>;

const portal = (element: HTMLElement) => within(element.ownerDocument.body);

/** Switches the list between its active and its inactive rows (the INATIVOS switch, with the space bar). */
export async function toggleInactive(canvasElement: HTMLElement) {
  const inactive = await within(canvasElement).findByRole("switch", { name: "INATIVOS" });
  inactive.focus();
  await userEvent.keyboard(" ");
}

/**
 * Opens the "Ações: <name>" menu with the keyboard; resolves with the menu. `scope` is where the trigger
 * is looked for: the canvas, or one row when another table shows the same name.
 */
export async function openRowActions(scope: HTMLElement, name: string) {
  const trigger = await within(scope).findByRole("button", { name: `Ações: ${name}` });
  trigger.focus();
  await userEvent.keyboard("{Enter}");
  return within(await portal(scope).findByRole("menu"));
}

/** The items an open menu offers, in order. */
export const menuItems = (menu: Queries) =>
  menu.getAllByRole("menuitem").map((item: HTMLElement) => item.textContent);

/** Opens a row's menu and chooses one of its items. */
export async function chooseRowAction(scope: HTMLElement, name: string, item: string) {
  const menu = await openRowActions(scope, name);
  await userEvent.click(menu.getByRole("menuitem", { name: item }));
}

/** The Inativar or Reativar dialog, once open. */
export async function justificationDialog(scope: HTMLElement, action: "Inativar" | "Reativar") {
  return within(await portal(scope).findByRole("dialog", { name: action }));
}

/**
 * Writes the justification in the open Inativar or Reativar dialog and confirms it; resolves with the
 * dialog, for what a story checks after (its alert when the call fails, the text kept for another try).
 */
export async function confirmJustification(
  scope: HTMLElement,
  action: "Inativar" | "Reativar",
  justification: string,
) {
  const dialog = await justificationDialog(scope, action);
  await fill(dialog.getByRole("textbox", { name: /Justificativa/ }), justification);
  await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
  return dialog;
}

/** The Justificativas dialog once its entries are listed: the dialog and its entries. */
export async function justificationEntries(scope: HTMLElement) {
  const dialog = within(await portal(scope).findByRole("dialog", { name: "Justificativas" }));
  return { dialog, items: await dialog.findAllByRole("listitem") };
}
