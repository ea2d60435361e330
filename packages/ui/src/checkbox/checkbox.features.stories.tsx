import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderControlled } from "../lib/controlled-story";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Componentes/Caixa de seleção/Estados",
  component: Checkbox,
  args: { label: "Estou de acordo e quero prosseguir", checked: false, onCheckedChange: fn() },
  render: renderControlled(Checkbox, "checked", "onCheckedChange"),
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Caixa de seleção, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Caixa de seleção.",
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Checked: Story = { name: "Marcada", args: { checked: true } };

export const Required: Story = {
  name: "Obrigatória",
  args: { required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" });
    await expect(box).toHaveAttribute("aria-required", "true");
  },
};

export const WithError: Story = {
  name: "Com erro",
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
  name: "Desabilitada",
  args: { disabled: true, checked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  name: "Texto longo",
  args: {
    label:
      "Declaro que li e concordo com os termos de uso e a política de privacidade da plataforma, inclusive com o tratamento dos dados da empresa para a emissão de manifestos de transporte de resíduos",
    hint: "Os documentos estão disponíveis para leitura antes do aceite.",
  },
};

/**
 * The whole row is the tap target (WCAG 2.2 target size): at least 24 px tall, and a tap in the gap
 * between the box and its text ticks it too.
 */
export const RowTarget: Story = {
  name: "Toque na linha inteira",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" });
    const row = box.parentElement!;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    const rect = box.getBoundingClientRect();
    // 4 px right of the box, in the gap before the text.
    const gap = canvasElement.ownerDocument.elementFromPoint(rect.right + 4, rect.top + rect.height / 2)!;
    await userEvent.click(gap);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
