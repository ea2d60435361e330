import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { renderControlled } from "../lib/controlled-story";
import { RadioGroup } from "./radio-group";

const collaboratorTypes = [
  { value: "assistant", label: "Ajudante" },
  { value: "driver", label: "Motorista" },
];

const meta = {
  title: "Componentes/Grupo de opções/Estados",
  component: RadioGroup,
  args: { label: "Tipo de colaborador", options: collaboratorTypes, value: "", onValueChange: fn() },
  render: renderControlled(RadioGroup, "value", "onValueChange"),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Escolher pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "Tipo de colaborador" })).toBeVisible();
    await userEvent.tab();
    const assistant = canvas.getByRole("radio", { name: "Ajudante" });
    await expect(assistant).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(assistant).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("assistant");
    // Held like a real key: Radix checks the item that receives focus while an arrow key is down.
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Motorista" })).toBeChecked());
    await userEvent.keyboard("{/ArrowDown}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("driver");
  },
};

export const Filled: Story = {
  name: "Preenchido",
  args: { value: "driver" },
};

/** ArrowRight and ArrowLeft move and choose too, whatever the layout ('Tipo de cadastro' is vertical). */
export const LeftAndRightArrows: Story = {
  name: "Setas para os lados",
  tags: ["!autodocs"],
  args: { value: "assistant" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Ajudante" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Motorista" })).toBeChecked());
    await userEvent.keyboard("{/ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Motorista" })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("driver");
    await userEvent.keyboard("{ArrowLeft>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Ajudante" })).toBeChecked());
    await userEvent.keyboard("{/ArrowLeft}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("assistant");
  },
};

export const Horizontal: Story = {
  name: "Horizontal",
  args: { orientation: "horizontal", value: "assistant" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [assistant, driver] = canvas.getAllByRole("radio");
    await expect(driver!.getBoundingClientRect().top).toBe(assistant!.getBoundingClientRect().top);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(driver).toBeChecked());
    await userEvent.keyboard("{/ArrowDown}");
  },
};

export const Required: Story = {
  name: "Obrigatório",
  args: { required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Tipo de colaborador" });
    await expect(group).toHaveAttribute("aria-required", "true");
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: { required: true, error: "Tipo de colaborador é obrigatório" },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Tipo de colaborador" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Tipo de colaborador é obrigatório");
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, value: "driver" },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    label: "Responsável pela emissão do manifesto de transporte de resíduos (MTR)",
    options: [
      { value: "generator", label: "O gerador emite o manifesto e o envia ao transportador antes da coleta" },
      { value: "transporter", label: "O transportador emite o manifesto em nome do gerador, com procuração" },
      { value: "none", label: "Não se aplica", disabled: true },
    ],
    value: "generator",
  },
};

/**
 * The whole row is the tap target (WCAG 2.2 target size): at least 24 px tall, and a tap in the gap
 * between the radio and its text picks the option too.
 */
export const RowTarget: Story = {
  name: "Toque na linha inteira",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const driver = within(canvasElement).getByRole("radio", { name: "Motorista" });
    const row = driver.parentElement!;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    const box = driver.getBoundingClientRect();
    // 4 px right of the radio, in the gap before "Motorista"; 2 px from the row's bottom edge.
    const gap = canvasElement.ownerDocument.elementFromPoint(box.right + 4, box.top + box.height / 2)!;
    await userEvent.click(gap);
    await expect(args.onValueChange).toHaveBeenLastCalledWith("driver");
    const rowBox = row.getBoundingClientRect();
    const edge = canvasElement.ownerDocument.elementFromPoint(rowBox.right - 2, rowBox.bottom - 2)!;
    await userEvent.click(edge);
    await expect(within(canvasElement).getByRole("radio", { name: "Motorista" })).toBeChecked();
    await expect(edge.closest("label")).not.toBeNull();
  },
};
