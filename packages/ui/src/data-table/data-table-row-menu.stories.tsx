import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DataTableRowMenu } from "./data-table-row-menu";

const edit = fn();
const inactivate = fn();

const meta = {
  title: "Componentes/Tabela de dados/Menu da linha",
  component: DataTableRowMenu,
  args: {
    label: "Transportadora 05",
    actions: [
      { id: "edit", label: "Editar", onSelect: edit },
      { id: "inactivate", label: "Inativar", onSelect: inactivate },
    ],
  },
  // The trigger shows on hover and focus of its row, as in a table.
  render: (args) => (
    <table>
      <tbody>
        <tr className="group">
          <td>{args.label}</td>
          <td>
            <DataTableRowMenu {...args} />
          </td>
        </tr>
      </tbody>
    </table>
  ),
} satisfies Meta<typeof DataTableRowMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard: Enter focuses the first entry, arrows move, Enter chooses. */
export const Default: Story = {
  name: "Padrão",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Ações: Transportadora 05" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Editar" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await expect(inactivate).toHaveBeenCalledOnce();
    await expect(edit).not.toHaveBeenCalled();
  },
};

/**
 * Tab and Shift+Tab leave an open menu (WAI-ARIA menu button): it closes and the focus goes on from its
 * Ações button, to the next row's or back to the previous row's, as Tab does with the menu closed.
 */
export const TabSaiDoMenu: Story = {
  name: "Tab sai do menu",
  render: (args) => (
    <table>
      <tbody>
        {["Transportadora 04", "Transportadora 05", "Transportadora 06"].map((label) => (
          <tr key={label} className="group">
            <td>{label}</td>
            <td>
              <DataTableRowMenu {...args} label={label} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const actions = (label: string) => canvas.getByRole("button", { name: `Ações: ${label}` });
    for (const [key, to] of [
      ["{Tab}", "Transportadora 06"],
      ["{Shift>}{Tab}{/Shift}", "Transportadora 04"],
    ] as const) {
      actions("Transportadora 05").focus();
      await userEvent.keyboard("{Enter}");
      const menu = await body.findByRole("menu");
      await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Editar" })).toHaveFocus());
      await userEvent.keyboard(key);
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
      await waitFor(() => expect(actions(to)).toHaveFocus());
    }
    await expect(edit).not.toHaveBeenCalled();
    await expect(inactivate).not.toHaveBeenCalled();
  },
};

/** A row that offers nothing has no menu. */
export const SemAcoes: Story = {
  name: "Sem ações",
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: /^Ações/ })).toBeNull();
  },
};

/** Experimente o nome da linha (que nomeia o botão de ações) nos controles abaixo. */
export const Playground: Story = {
  tags: ["!test"],
  args: { label: "Coleta Verde Ltda." },
};
