import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { badgeStatuses, recordStatus, StatusBadge } from "./status-badge";

const meta = {
  title: "Componentes/Selo de status/Estados",
  component: StatusBadge,
  args: { status: "active" },
  argTypes: { status: { control: "select", options: badgeStatuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  name: "Ativo",
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Ativo")).toBeVisible();
  },
};

export const Inactive: Story = {
  name: "Inativo",
  args: { status: recordStatus("2026-06-01T08:00:00Z") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Inativo")).toHaveAttribute("data-status", "inactive");
  },
};

export const IntegrationStatuses: Story = {
  name: "Situações de integração",
  render: () => (
    <ul className="flex flex-col gap-2">
      <li>
        <StatusBadge status="AVAILABLE" />
      </li>
      <li>
        <StatusBadge status="UNSTABLE" />
      </li>
      <li>
        <StatusBadge status="UNAVAILABLE" />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [text, icon] of [
      ["Disponível", "available"],
      ["Instável", "unstable"],
      ["Indisponível", "unavailable"],
    ] as const) {
      const badge = canvas.getByText(text);
      await expect(badge.querySelector(`[data-icon="${icon}"]`)).not.toBeNull();
    }
    // Each status has its own colour.
    const colours = ["Disponível", "Instável", "Indisponível"].map(
      (text) => getComputedStyle(canvas.getByText(text)).backgroundColor,
    );
    await expect(new Set(colours).size).toBe(3);
  },
};

export const CustomLabel: Story = {
  name: "Com outro rótulo",
  args: { status: "UNAVAILABLE", label: "Indisponível desde 10/07/2021" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Indisponível desde 10/07/2021")).toBeVisible();
  },
};
