import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Skeleton } from "./skeleton";

const meta = {
  title: "Componentes/Esqueleto de carregamento/Estados",
  component: Skeleton,
  args: { className: "h-4 w-64" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Bloco",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(block).toHaveAttribute("aria-hidden", "true");
    await userEvent.tab();
    await expect(block).not.toHaveFocus();
  },
};

/** The shape of a table row while the list loads; the region says it is busy. */
export const TableRows: Story = {
  name: "Linhas de tabela",
  render: () => (
    <section aria-busy="true" aria-label="Lista carregando" className="flex w-96 flex-col gap-3">
      {Array.from({ length: 5 }, (_, row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-5 w-12" />
        </div>
      ))}
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Lista carregando" });
    await expect(region.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(15);
  },
};

/**
 * On the signed-in pages' own background (the shell's surface-muted, where an edit page draws its skeleton
 * while the record loads) as on a white card: the block is a tone of its own, not the page's colour.
 */
export const OnThePageBackground: Story = {
  name: "Sobre o fundo da página",
  render: (args) => (
    <div className="flex flex-col gap-4">
      <div data-testid="page" className="bg-surface-muted p-4">
        <Skeleton {...args} />
      </div>
      <div data-testid="card" className="bg-surface p-4">
        <Skeleton {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of ["page", "card"]) {
      const box = canvas.getByTestId(id);
      const block = box.querySelector<HTMLElement>('[data-slot="skeleton"]')!;
      await expect(getComputedStyle(block).backgroundColor).not.toBe(getComputedStyle(box).backgroundColor);
    }
  },
};
