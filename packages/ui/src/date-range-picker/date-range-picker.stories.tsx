import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DateRangePicker } from "./date-range-picker";
import states from "./date-range-picker.features.stories";

/** Docs page: `date-range-picker.mdx` beside this file. States and behaviour tests: `date-range-picker.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Seletor de período",
  argTypes: {
    label: { control: "text", description: 'Rótulo do campo e nome da janela; padrão "Período".' },
    value: { description: "O período aplicado (de/até, aaaa-mm-dd); padrão, ESTE MÊS." },
    onApply: {
      description: "Executada em Aplicar, com o período e o atalho correspondente (PERSONALIZADO se nenhum).",
    },
    disabled: { control: "boolean", description: "Desabilita o campo." },
    hint: { control: "text", description: "Texto de ajuda abaixo do campo." },
    today: { control: "date", description: "Fixa o dia de hoje (testes e histórias); padrão, o dia atual." },
    defaultOpen: { control: "boolean", description: "Começa com a janela aberta." },
  },
  component: DateRangePicker,
  parameters: {
    docs: {
      description: {
        component:
          "Escolhe o período que filtra uma lista: atalhos (TOTAL, ESTE MÊS, ÚLTIMOS 3 MESES, ESTE ANO…), dias marcados no calendário ou a Data inicial e a Data final digitadas (dd/mm/aaaa), confirmados em Aplicar (ou Enter num dos campos). Começa em ESTE MÊS.",
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
// Defaults to ESTE MÊS; a keyboard user picks ÚLTIMOS 3 MESES and applies it.
/** O filtro de período de uma lista: abre em ESTE MÊS; escolha um atalho ou marque os dias e clique em Aplicar. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: /Período/ });
    await expect(trigger).toHaveTextContent("01/11/2026 - 19/11/2026");
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const presets = within(await body.findByRole("group", { name: "Períodos" }));
    await expect(presets.getByRole("button", { name: "ESTE MÊS" })).toHaveAttribute("aria-pressed", "true");
    // The focus opens on the preset applied; ÚLTIMOS 3 MESES is the next one.
    await waitFor(() => expect(presets.getByRole("button", { name: "ESTE MÊS" })).toHaveFocus());
    await userEvent.tab();
    await expect(presets.getByRole("button", { name: "ÚLTIMOS 3 MESES" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(presets.getByRole("button", { name: "ÚLTIMOS 3 MESES" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(body.getByRole("button", { name: "Aplicar" }));
    await expect(args.onApply).toHaveBeenCalledWith(
      { from: "2026-08-19", to: "2026-11-19" },
      "ÚLTIMOS 3 MESES",
    );
    await waitFor(() => expect(body.queryByRole("group", { name: "Períodos" })).toBeNull());
    await expect(trigger).toHaveTextContent("19/08/2026 - 19/11/2026");
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: { label: "Período", hint: "Filtra as saídas pela data de emissão." },
};
