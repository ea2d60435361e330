import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DateRangePicker } from "./date-range-picker";
import type { IsoDateRange } from "./presets";

// Thursday 19/11/2026.
const today = new Date(2026, 10, 19);

const meta = {
  title: "Componentes/Seletor de período/Estados",
  component: DateRangePicker,
  args: { onApply: fn(), today },
  render: function Render(args) {
    const [value, setValue] = useState<IsoDateRange | undefined>(args.value);
    return (
      <div className="w-72">
        <DateRangePicker
          {...args}
          value={value}
          onApply={(range, preset) => {
            setValue(range);
            args.onApply(range, preset);
          }}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Seletor de período, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Seletor de período.",
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Days picked in the calendar make the range PERSONALIZADO. */
export const Custom: Story = {
  name: "Período personalizado",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Período/ }));
    const presets = within(await body.findByRole("group", { name: "Períodos" }));
    await userEvent.click(presets.getByRole("button", { name: "PERSONALIZADO" }));
    // The calendar's code arrives on first use (DeferredCalendar): the days are awaited.
    await userEvent.click(
      await body.findByRole("button", { name: /^(Hoje, )?terça-feira, 3 de novembro de 2026/i }),
    );
    await userEvent.click(
      body.getByRole("button", { name: /^(Hoje, )?terça-feira, 10 de novembro de 2026/i }),
    );
    await expect(presets.getByRole("button", { name: "PERSONALIZADO" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(body.getByRole("button", { name: "Aplicar" }));
    await expect(args.onApply).toHaveBeenCalledWith(
      { from: "2026-11-03", to: "2026-11-10" },
      "PERSONALIZADO",
    );
  },
};

export const Filled: Story = {
  name: "Preenchido",
  args: { value: { from: "2026-01-01", to: "2026-11-19" } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: /Período/ });
    await expect(trigger).toHaveTextContent("01/01/2026 - 19/11/2026");
    // The period applied is in its name, as a screen reader reads the button.
    await expect(trigger).toHaveAccessibleName("Período 01/01/2026 - 19/11/2026");
    await userEvent.click(trigger);
    const presets = within(await body.findByRole("group", { name: "Períodos" }));
    await expect(presets.getByRole("button", { name: "ESTE ANO" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /Período/ })).toBeDisabled();
  },
};
