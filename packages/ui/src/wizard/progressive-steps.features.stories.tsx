import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { TextField } from "../text-field/text-field";
import { ProgressiveSteps } from "./progressive-steps";

/** The output document's shape: each step appears once the one before it is filled. */
function OutputDocument({
  onSubmit,
  initial = {},
}: {
  onSubmit: () => void;
  initial?: Record<string, string>;
}) {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const input = (name: string, label: string) => (
    <TextField
      label={label}
      required
      value={values[name] ?? ""}
      onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
    />
  );
  const steps = [
    { id: "document", label: "Documento", name: "invoice", field: "Número da nota fiscal" },
    { id: "recipient", label: "Destinatário", name: "recipient", field: "Destinatário" },
    { id: "transport", label: "Transporte", name: "plate", field: "Placa do veículo" },
    { id: "generator", label: "Gerador", name: "responsible", field: "Responsável pelo MTR" },
  ];
  const done = Boolean(values.responsible);
  return (
    <ProgressiveSteps
      steps={steps.map((s) => ({
        id: s.id,
        label: s.label,
        complete: Boolean(values[s.name]),
        content: input(s.name, s.field),
      }))}
      footer={
        <Button className="self-end" disabled={!done} onClick={onSubmit}>
          Confirmar e Emitir
        </Button>
      }
    />
  );
}

const meta = {
  title: "Componentes/Etapas progressivas/Estados",
  component: OutputDocument,
  args: { onSubmit: fn() },
} satisfies Meta<typeof OutputDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Preenchendo etapa por etapa",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("(*) campos obrigatórios")).toBeVisible();
    await expect(canvas.getAllByRole("region")).toHaveLength(1);
    await expect(canvas.getByRole("region", { name: /Documento/ })).toHaveAttribute("aria-current", "step");
    await expect(canvas.getByRole("button", { name: "Confirmar e Emitir" })).toBeDisabled();

    await userEvent.tab();
    await userEvent.keyboard("123");
    await expect(canvas.getAllByRole("region")).toHaveLength(2);
    await expect(canvas.getByRole("region", { name: /Documento/ })).toHaveAttribute("data-state", "complete");
    await expect(canvas.getByRole("region", { name: /Destinatário/ })).toHaveAttribute(
      "aria-current",
      "step",
    );

    await userEvent.tab();
    await userEvent.keyboard("Aterro Central");
    await userEvent.tab();
    await userEvent.keyboard("ABC1D23");
    await userEvent.tab();
    await userEvent.keyboard("Maria");
    const submit = canvas.getByRole("button", { name: "Confirmar e Emitir" });
    await expect(submit).toBeEnabled();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const PartlyFilled: Story = {
  name: "Parcialmente preenchido",
  args: { initial: { invoice: "123", recipient: "Aterro Central" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("region")).toHaveLength(3);
    await expect(canvas.getByRole("region", { name: /Transporte/ })).toHaveAttribute("aria-current", "step");
  },
};

export const Emptied: Story = {
  name: "Etapa esvaziada",
  tags: ["!autodocs"],
  args: { initial: { invoice: "123", recipient: "Aterro Central" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole("textbox", { name: /Número da nota fiscal/ }));
    // Later steps hide again while an earlier one is unfilled.
    await expect(canvas.getAllByRole("region")).toHaveLength(1);
  },
};
