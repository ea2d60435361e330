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
