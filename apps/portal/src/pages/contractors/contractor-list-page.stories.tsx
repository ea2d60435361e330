import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { indicator, rowOf } from "../../stories/list-reading";
import {
  chooseRowAction,
  confirmJustification,
  justificationDialog,
  justificationEntries,
  menuItems,
  openRowActions,
  toggleInactive,
} from "../../stories/row-actions";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { contractorHandlers, createDb, localDay, resetDb } from "./contractor-fixtures";
import { ContractorListPage } from "./contractor-list-page";

const db = createDb();

const meta = {
  title: "Telas/Contratantes/Lista",
  component: ContractorListPage,
  parameters: { layout: "fullscreen", msw: { handlers: contractorHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/contratantes" element={<ContractorListPage />} />,
} satisfies Meta<typeof ContractorListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Antigo Verde was created on the first of January: in January ESTE MÊS lists it too. */
const january = () => new Date().getMonth() === 0;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Contratantes" })).toBeVisible();
    const dated = await canvas.findByRole("cell", { name: "Verde Vale" });
    await expect(canvas.getByRole("columnheader", { name: /Validade do Contrato/ })).toBeVisible();
    // A dated contract shows its end as dd/MM/yyyy, an indeterminate one 'Indeterminado'.
    await expect(rowOf(dated).getByRole("cell", { name: "31/03/2027" })).toBeVisible();
    const indeterminate = canvas.getByRole("cell", { name: "Eco Sul" });
    await expect(rowOf(indeterminate).getByRole("cell", { name: "Indeterminado" })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "Limpa Norte" })).toBeVisible();
    // Active rows only: the inactive contractor waits for INATIVOS.
    await expect(canvas.queryByRole("cell", { name: "Resíduo Zero" })).toBeNull();

    await waitFor(() => expect(indicator(canvas, "Clientes ativos")).toHaveTextContent(/^\d+$/));
    await expect(indicator(canvas, "Clientes ativos")).toHaveTextContent(january() ? "4" : "3");
    await expect(indicator(canvas, "Clientes inativos")).toHaveTextContent(/^1$/);
    // The list and the indicators ask for the default range, ESTE MÊS.
    const today = new Date();
    const range = {
      created_from: localDay(new Date(today.getFullYear(), today.getMonth(), 1)),
      created_to: localDay(today),
    };
    const list = db.received.find((r) => r.path === "/contractors/");
    await expect(list?.body).toMatchObject({ ...range, active: "true", page: "1" });
    await expect(db.received.find((r) => r.path === "/contractors/indicators")?.body).toEqual(range);
  },
};

export const Empty: Story = {
  beforeEach: () => resetDb(db, 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Sem dados para carregar")).toBeVisible();
    await waitFor(() => expect(indicator(canvas, "Clientes ativos")).toHaveTextContent(/^0$/));
    await expect(indicator(canvas, "Clientes inativos")).toHaveTextContent(/^0$/);
  },
};

export const NewItemGoesToWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole("button", { name: "Novo Cadastro" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /contratantes/cadastro" }),
    ).toBeVisible();
  },
};

/** ESTE ANO applied in 'Data de criação': the list and the indicators ask for it, and the older row shows. */
export const DateRangeApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole("cell", { name: "Verde Vale" });
    if (!january()) await expect(canvas.queryByRole("cell", { name: "Antigo Verde" })).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: /Data de criação/ }));
    const presets = within(await body.findByRole("group", { name: "Períodos" }));
    await userEvent.click(presets.getByRole("button", { name: "ESTE ANO" }));
    await expect(presets.getByRole("button", { name: "ESTE ANO" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(body.getByRole("button", { name: "Aplicar" }));
    await waitFor(() => expect(body.queryByRole("group", { name: "Períodos" })).toBeNull());

    const today = new Date();
    const range = { created_from: `${today.getFullYear()}-01-01`, created_to: localDay(today) };
    await waitFor(() =>
      expect(db.received.filter((r) => r.path === "/contractors/").map((r) => r.body)).toContainEqual(
        expect.objectContaining({ ...range, page: "1" }),
      ),
    );
    await expect(canvas.getByRole("button", { name: /Data de criação/ })).toHaveTextContent(
      `01/01/${today.getFullYear()} - ${localDay(today).split("-").reverse().join("/")}`,
    );
    await expect(await canvas.findByRole("cell", { name: "Antigo Verde" })).toBeVisible();
    await waitFor(() =>
      expect(
        db.received.filter((r) => r.path === "/contractors/indicators").map((r) => r.body),
      ).toContainEqual(range),
    );
    await waitFor(() => expect(indicator(canvas, "Clientes ativos")).toHaveTextContent(/^4$/));
  },
};

const justification = "Contrato encerrado pelo cliente antes do fim do período de vigência.";

export const InactivateWithJustification: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const menu = await openRowActions(canvasElement, "Verde Vale");
    await expect(menuItems(menu)).toEqual(["Editar", "Inativar"]);
    await userEvent.click(menu.getByRole("menuitem", { name: "Inativar" }));
    await confirmJustification(canvasElement, "Inativar", justification);
    await expect(await body.findByText("Dado inativado com sucesso!")).toBeVisible();
    await expect(body.getByText("Contratante: Verde Vale")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "DELETE",
      path: "/contractors/c-1",
      body: { justification },
    });
    // The list reloads without it, and the indicators follow.
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "Verde Vale" })).toBeNull());
    await waitFor(() => expect(indicator(canvas, "Clientes inativos")).toHaveTextContent(/^2$/));
  },
};

export const EditGoesToEditPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRowAction(canvasElement, "Eco Sul", "Editar");
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /contratantes/edicao/c-2" }),
    ).toBeVisible();
  },
};

const reactivation = "Cliente renovou o contrato e voltou a usar a plataforma na região.";

/** Reativar on an inactive row (INATIVOS): the justification, the toast, and the row back among the active. */
export const ReactivateWithJustification: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toggleInactive(canvasElement);
    await canvas.findByRole("cell", { name: "Resíduo Zero" });
    await expect(canvas.queryByRole("cell", { name: "Verde Vale" })).toBeNull();
    const menu = await openRowActions(canvasElement, "Resíduo Zero");
    await expect(menuItems(menu)).toEqual(["Justificativas", "Reativar"]);
    await userEvent.click(menu.getByRole("menuitem", { name: "Reativar" }));
    const dialog = await justificationDialog(canvasElement, "Reativar");
    await expect(dialog.getByText("Informe o motivo da reativação de Resíduo Zero.")).toBeVisible();
    await confirmJustification(canvasElement, "Reativar", reactivation);
    await expect(await body.findByText("Contratante reativado com sucesso!")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/contractors/c-4/reactivation",
      body: { justification: reactivation },
    });
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "Resíduo Zero" })).toBeNull());
    await waitFor(() => expect(indicator(canvas, "Clientes inativos")).toHaveTextContent(/^0$/));
  },
};

/** Justificativas of an inactive contractor lists its inactivation with the reason. */
export const JustificationsOfInactive: Story = {
  play: async ({ canvasElement }) => {
    await toggleInactive(canvasElement);
    await chooseRowAction(canvasElement, "Resíduo Zero", "Justificativas");
    const { items } = await justificationEntries(canvasElement);
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent("Inativação · Maria Admin");
    await expect(items[0]).toHaveTextContent(
      "Contrato encerrado pelo cliente ao fim do período de vigência.",
    );
  },
};
