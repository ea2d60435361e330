import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Footer } from "./footer";

const meta = {
  title: "Shell/Footer",
  component: Footer,
  parameters: { layout: "fullscreen" },
  args: {
    phone: "(11) 4000-1234",
    email: "suporte@trilha.com.br",
    counter: { value: 48230, label: "toneladas de resíduos recicladas" },
    version: "Versão 3.1.2",
    year: 2024,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A keyboard user reaches both support contacts; the counter tells its value to screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "(11) 4000-1234" })).toHaveFocus();
    await expect(canvas.getByRole("link", { name: "(11) 4000-1234" })).toHaveAttribute(
      "href",
      "tel:1140001234",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "suporte@trilha.com.br" })).toHaveFocus();
    await expect(canvas.getByText("Versão 3.1.2")).toBeVisible();
    await expect(canvas.getByText("© 2024 Trilha")).toBeVisible();
    // The counter's accessible value is final from the first frame; the count's timing is the
    // AnimatedCounter unit test's (fake timers), so nothing here races the animation.
    const counter = canvasElement.querySelector("[data-slot=animated-counter]")!;
    await expect(counter.querySelector(".sr-only")).toHaveTextContent("48.230");
  },
};

/** Without the counter (e.g. an app that has no recycling figures). */
export const WithoutCounter: Story = {
  args: { counter: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=footer-counter]")).toBeNull();
    await expect(within(canvasElement).getByText("Versão 3.1.2")).toBeVisible();
  },
};

/** Narrow viewport: the three parts wrap under each other. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const support = canvasElement.querySelector<HTMLElement>("[data-slot=footer-support]")!;
    const legal = canvasElement.querySelector<HTMLElement>("[data-slot=footer-legal]")!;
    await expect(legal.getBoundingClientRect().top).toBeGreaterThan(
      support.getBoundingClientRect().bottom - 1,
    );
  },
};
