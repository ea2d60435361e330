import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { IndicatorCards } from "./indicator-cards";

const meta = {
  title: "Componentes/Indicadores/Estados",
  component: IndicatorCards,
  args: {
    items: [
      { label: "Prestadores cadastrados", value: 70 },
      { label: "Prestadores ativos", value: 32 },
      { label: "Colaboradores", value: 70 },
      { label: "Licenças a vencer", value: 70, hint: "nos próximos 30 dias" },
      { label: "Certificados emitidos", value: 32 },
      { label: "Última atualização", value: "10/07/2021" },
      { label: "Transportadores", value: 4 },
    ],
  },
} satisfies Meta<typeof IndicatorCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Conferência dos indicadores",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Indicadores" });
    await expect(within(region).getAllByRole("term")).toHaveLength(7);
    await expect(canvas.getByText("10/07/2021")).toBeVisible();
  },
};

export const LargeNumbers: Story = {
  name: "Números grandes",
  args: { items: [{ label: "Resíduos cadastrados", value: 1234567 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1.234.567")).toBeVisible();
  },
};

export const Loading: Story = {
  name: "Carregando",
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Indicadores" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryByText("70")).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="indicator-skeleton"]')).toHaveLength(7);
  },
};

export const Empty: Story = {
  name: "Sem indicadores",
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole("term")).toHaveLength(0);
  },
};

export const CustomTitle: Story = {
  name: "Com outro título",
  args: {
    title: "Clientes",
    items: [
      { label: "Clientes ativos", value: 70 },
      { label: "Clientes inativos", value: 12 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Clientes" })).toBeVisible();
  },
};

/** A 375 px phone: two compact columns, so the seven cards take four short rows instead of seven. */
export const Phone: Story = {
  name: "No celular",
  parameters: {
    viewport: {
      options: { phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" } },
    },
  },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Indicadores" });
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const cards = [...region.querySelectorAll<HTMLElement>('[data-slot="indicator-card"]')];
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(4);
    await expect(region.getBoundingClientRect().height).toBeLessThan(400);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/**
 * A 320 px phone beside the side menu leaves the cards 228 px: one column, so a label's longest word
 * ("Transportadores") stays inside its card instead of running over its border.
 */
export const BesideSideMenuOnNarrowPhone: Story = {
  name: "Ao lado do menu lateral (320 px)",
  tags: ["!autodocs"],
  globals: { viewport: { value: "mobile1" } },
  decorators: [
    (Story) => (
      <div style={{ width: "14.25rem" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Indicadores" });
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(320));
    for (const term of within(region).getAllByRole("term")) {
      await expect(term.scrollWidth, term.textContent ?? "").toBeLessThanOrEqual(term.clientWidth);
    }
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/**
 * A card with a hint and an action: the number, then the label, the hint that qualifies it and the action,
 * top to bottom; the hint stays while the number loads, so the card keeps its height.
 */
export const HintAndAction: Story = {
  name: "Com observação e ação",
  args: {
    items: [
      { label: "MTRs emitidos no mês", value: 7 },
      {
        label: "Licenças a vencer",
        value: 2,
        hint: "vencidas não contam",
        action: <a href="#notificacoes">Ver notificações</a>,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Indicadores" });
    const top = (element: Element) => element.getBoundingClientRect().top;
    const number = within(region).getByText("2");
    const label = within(region).getByText("Licenças a vencer");
    const hint = within(region).getByText("vencidas não contam");
    const action = within(region).getByRole("link", { name: "Ver notificações" });
    await expect(top(number)).toBeLessThan(top(label));
    await expect(top(label)).toBeLessThan(top(hint));
    await expect(top(hint)).toBeLessThan(top(action));
    // The other card's number on the same line as this one's.
    await expect(top(within(region).getByText("7"))).toBe(top(number));
    // Read in the order it is drawn: label, number, hint, action.
    const card = label.closest('[data-slot="indicator-card"]')!;
    await expect([...card.children].map((part) => part.textContent)).toEqual([
      "Licenças a vencer",
      "2",
      "vencidas não contam",
      "Ver notificações",
    ]);
  },
};
