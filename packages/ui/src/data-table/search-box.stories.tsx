import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SearchBox } from "./search-box";

const meta = {
  title: "Componentes/Tabela de dados/Campo de busca",
  component: SearchBox,
  // A short delay keeps the story quick; the table uses 500 ms (tested with fake timers in the unit test).
  args: { value: "", onSearch: fn(), delay: 50 },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter reports the text at once; a search takes at most 200 characters, a longer paste is cut. */
export const Default: Story = {
  name: "Padrão",
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("searchbox", { name: "Pesquisa" });
    await userEvent.type(box, "Recicla{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("Recicla");
    await userEvent.clear(box);
    await userEvent.paste("ação ".repeat(3000));
    await userEvent.keyboard("{Enter}");
    await expect(box).toHaveValue("ação ".repeat(40));
    await expect(args.onSearch).toHaveBeenLastCalledWith("ação ".repeat(40));
  },
};

/** A search already in force (from the URL) is shown. */
export const ComBusca: Story = {
  name: "Com busca aplicada",
  args: { value: "Sul" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox", { name: "Pesquisa" })).toHaveValue("Sul");
  },
};

/** Experimente o texto inicial e a espera antes da busca nos controles abaixo. */
export const Playground: Story = {
  tags: ["!test"],
  args: { value: "", delay: 500 },
};
