import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TrilhaLogo } from "./trilha-logo";

const meta = {
  title: "Componentes/Marca/Logo",
  component: TrilhaLogo,
  parameters: { layout: "centered" },
  argTypes: { tone: { control: "inline-radio", options: ["color", "white"] } },
} satisfies Meta<typeof TrilhaLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Color: Story = {
  name: "Colorido",
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole("img", { name: "Trilha" });
    await expect(logo).toHaveAttribute("viewBox", "0 0 132 40");
    await expect(logo).toHaveTextContent("Trilha");
    // An image, not a control: a keyboard user tabs straight past it.
    await userEvent.tab();
    await expect(logo).not.toHaveFocus();
  },
};

/** On the green header and the login panel. */
export const White: Story = {
  name: "Branco",
  args: { tone: "white" },
  decorators: [
    (Story) => (
      <div className="bg-primary p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole("img", { name: "Trilha" });
    await expect(logo.querySelector("rect")).toHaveAttribute("fill", "#ffffff");
    await expect(logo.querySelector("text")).toHaveAttribute("fill", "#ffffff");
  },
};

export const MarkOnly: Story = {
  name: "Só o símbolo",
  args: { markOnly: true },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole("img", { name: "Trilha" });
    await expect(logo).toHaveAttribute("viewBox", "0 0 40 40");
    await expect(logo.querySelector("text")).toBeNull();
  },
};

/** Beside a text that already names the product, the logo leaves the accessibility tree. */
export const Decorative: Story = {
  name: "Decorativo",
  args: { title: "" },
  render: (args) => (
    <p className="flex items-center gap-2 font-semibold">
      <TrilhaLogo {...args} />
      Trilha
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="trilha-logo"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  },
};
