import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { cellsOf } from "../../stories/list-reading";
import { chooseRowAction } from "../../stories/row-actions";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { createDb, emptyDb, resetDb, residueHandlers } from "./residue-fixtures";
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
