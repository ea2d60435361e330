import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderControlled } from "../lib/controlled-story";
import { SegmentedChoice } from "./segmented-choice";

const documentTypes = [
  { value: "nfe", label: "Nota fiscal" },
  { value: "romaneio", label: "Romaneio" },
];

const mtrOptions = [
  { value: "none", label: "Sem MTR" },
  { value: "only_pv", label: "Somente na plataforma" },
  { value: "pv_and_others", label: "Plataforma e sistemas públicos" },
];

const meta = {
  title: "Componentes/Escolha segmentada/Estados",
  component: SegmentedChoice,
  args: { label: "Tipo de documento", options: documentTypes, value: "", onValueChange: fn() },
  render: renderControlled(SegmentedChoice, "value", "onValueChange"),
} satisfies Meta<typeof SegmentedChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Escolher pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "Tipo de documento" })).toBeVisible();
    await userEvent.tab();
    const nfe = canvas.getByRole("radio", { name: "Nota fiscal" });
    await expect(nfe).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const romaneio = canvas.getByRole("radio", { name: "Romaneio" });
    await expect(romaneio).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(romaneio).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("romaneio");
    // Pressing the chosen segment again keeps the choice instead of clearing it.
    await userEvent.keyboard(" ");
    await expect(romaneio).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  name: "Preenchido",
  args: { value: "nfe" },
};

export const MtrOption: Story = {
  name: "Opção de MTR",
  args: { label: "Opção de MTR", options: mtrOptions, value: "only_pv", required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Somente na plataforma" })).toBeChecked();
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: { required: true, error: "Tipo de documento é obrigatório" },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Tipo de documento" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Tipo de documento é obrigatório");
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, value: "nfe" },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    label: "Como o manifesto de transporte de resíduos deve ser emitido para esta saída",
    options: [
      { value: "none", label: "Não emitir manifesto de transporte de resíduos" },
      { value: "only_pv", label: "Emitir somente na plataforma Trilha" },
      { value: "pv_and_others", label: "Emitir na plataforma e nos sistemas estaduais e federal" },
    ],
    value: "pv_and_others",
  },
};
