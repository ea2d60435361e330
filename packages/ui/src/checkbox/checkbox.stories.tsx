import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderControlled } from "../lib/controlled-story";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Inputs/Checkbox",
  component: Checkbox,
  args: { label: "Estou de acordo e quero prosseguir", checked: false, onCheckedChange: fn() },
  render: renderControlled(Checkbox, "checked", "onCheckedChange"),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { checked: true } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" });
    await expect(box).toHaveAttribute("aria-required", "true");
  },
};

export const WithError: Story = {
  args: { required: true, error: "Os termos de uso e políticas de privacidade precisam ser aceitos!" },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(
      "Os termos de uso e políticas de privacidade precisam ser aceitos!",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      "Declaro que li e concordo com os termos de uso e a política de privacidade da plataforma, inclusive com o tratamento dos dados da empresa para a emissão de manifestos de transporte de resíduos",
    hint: "Os documentos estão disponíveis para leitura antes do aceite.",
  },
};
