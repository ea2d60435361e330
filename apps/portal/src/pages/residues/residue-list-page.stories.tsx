import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { cellsOf } from "../../stories/list-reading";
import { chooseRowAction, menuItems, openRowActions } from "../../stories/row-actions";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { createDb, emptyDb, makeResidue, resetDb, residueHandlers } from "./residue-fixtures";
import { ResidueListPage } from "./residue-list-page";

const db = createDb();

const meta = {
  title: "Telas/Resíduos/Lista",
  component: ResidueListPage,
  parameters: { layout: "fullscreen", msw: { handlers: residueHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/residuos" element={<ResidueListPage />} />,
} satisfies Meta<typeof ResidueListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 02 §2: name, type (its label), destination count and transporter count; the active residues only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Resíduos" })).toBeVisible();
    const oil = await canvas.findByRole("cell", { name: "Óleo lubrificante usado" });
    const headers = canvas.getAllByRole("columnheader").map((h) => h.textContent ?? "");
    for (const header of ["Nome", "Tipo", "Destinações", "Transportadores"])
      await expect(headers.some((text) => text.includes(header))).toBe(true);
    await expect(headers.some((text) => text.includes("Data de criação"))).toBe(false);
    // Two negotiations with a recipient, one with a carrier.
    await expect(cellsOf(oil)).toEqual(
      expect.arrayContaining(["Óleo lubrificante usado", "Resíduos industriais", "2", "1"]),
    );
    const cardboard = canvas.getByRole("cell", { name: "Papelão" });
    await expect(cellsOf(cardboard)).toEqual(
      expect.arrayContaining([
        "Papelão",
        "Resíduos de estabelecimentos comerciais e prestadores de serviços",
        "0",
        "0",
      ]),
    );
    await expect(canvas.getByRole("cell", { name: "Lâmpadas fluorescentes" })).toBeVisible();
    // The inactive residue waits behind the INATIVOS switch.
    await expect(canvas.queryByRole("cell", { name: "Borra de tinta" })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: () => resetDb(db, emptyDb),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Sem dados para carregar")).toBeVisible();
    await expect(canvas.queryByRole("cell", { name: "Óleo lubrificante usado" })).toBeNull();
  },
};

export const NewItemGoesToWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Novo resíduo" }));
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /residuos/cadastro" }),
    ).toBeVisible();
  },
};

export const EditGoesToEditPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRowAction(canvasElement, "Lâmpadas fluorescentes", "Editar");
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /residuos/edicao/r-2" }),
    ).toBeVisible();
  },
};

/**
 * A wizard left before its last Próximo: 'Rascunho', not Ativo; its menu offers Continuar cadastro and
 * Descartar rascunho instead of Editar and Inativar; discarding inactivates it as the wizard's Cancelar does.
 */
export const DraftRow: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.residues.unshift(makeResidue("r-draft", "Solvente sujo", { draft: true }));
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const draft = await canvas.findByRole("cell", { name: "Solvente sujo" });
    await expect(cellsOf(draft)).toEqual(expect.arrayContaining(["Rascunho"]));
    await expect(cellsOf(draft)).not.toEqual(expect.arrayContaining(["Ativo"]));
    await expect(menuItems(await openRowActions(canvasElement, "Solvente sujo"))).toEqual([
      "Continuar cadastro",
      "Descartar rascunho",
    ]);
    await userEvent.keyboard("{Escape}");
    await chooseRowAction(canvasElement, "Solvente sujo", "Descartar rascunho");
    const dialog = within(await body.findByRole("alertdialog"));
    await expect(
      dialog.getByText(
        'O cadastro do resíduo "Solvente sujo" não foi concluído. Ao descartar o rascunho você perderá os dados já preenchidos!',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Descartar" }));
    await expect(await body.findByText("Rascunho descartado.")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "DELETE",
      path: "/residues/r-draft",
      body: { justification: "Cadastro cancelado pelo usuário no assistente de cadastro de resíduos." },
    });
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "Solvente sujo" })).toBeNull());
    // Its Ações button went with the row: the focus goes to the next row's, as after an inactivation.
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Ações: Óleo lubrificante usado" })).toHaveFocus(),
    );
  },
};

export const DraftContinues: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.residues.unshift(makeResidue("r-draft", "Solvente sujo", { draft: true }));
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRowAction(canvasElement, "Solvente sujo", "Continuar cadastro");
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /residuos/cadastro?rascunho=r-draft" }),
    ).toBeVisible();
  },
};

/**
 * Justificativas from the list read the history as the edit page does: each recorded column under its
 * form label, a sub-list's value by its option's name (not "ibama_sub_list" and a code).
 */
export const JustificationsNamed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await chooseRowAction(canvasElement, "Óleo lubrificante usado", "Justificativas");
    const dialog = within(await body.findByRole("dialog", { name: "Justificativas" }));
    await expect(await dialog.findByText("Sublista IBAMA")).toBeVisible();
    // 'from → to' is read as one text; each value is a box of its own (it wraps whole on a phone).
    const subList = dialog
      .getAllByRole("definition")
      .find((value) => value.textContent?.includes("13 02 06(*)"));
    await expect(subList).toHaveTextContent(
      "13 02 06(*) - Óleos sintéticos de motores, transmissões e lubrificação → 13 02 05(*) - Óleos minerais não clorados de motores, transmissões e lubrificação",
    );
    await expect(subList).toBeVisible();
    await expect(dialog.queryByText("ibama_sub_list")).toBeNull();
  },
};
