import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { preloadCalendar } from "../date-picker/deferred-calendar";
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

/** Opens the window from the field and gives its parts: the two typed ends, Aplicar, the presets. */
async function openPicker(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const trigger = within(canvasElement).getByRole("button", { name: /Período/ });
  await userEvent.click(trigger);
  return { trigger, ...pickerParts(await body.findByRole("dialog", { name: "Período" })) };
}

function pickerParts(dialog: HTMLElement) {
  const parts = within(dialog);
  return {
    element: dialog,
    dialog: parts,
    start: parts.getByRole("textbox", { name: "Data inicial" }),
    end: parts.getByRole("textbox", { name: "Data final" }),
    apply: parts.getByRole("button", { name: "Aplicar" }),
  };
}

/** Replaces a field's text with digits, as typed (the mask puts the slashes in). */
async function retype(input: HTMLElement, digits: string) {
  await userEvent.clear(input);
  await userEvent.keyboard(digits);
}
/** Days picked in the calendar make the range PERSONALIZADO. */
export const Custom: Story = {
  name: "Período personalizado",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Período/ }));
    const presets = within(await body.findByRole("group", { name: "Períodos" }));
    await userEvent.click(presets.getByRole("button", { name: "PERSONALIZADO" }));
    await expect(body.getByRole("textbox", { name: "Data inicial" })).toHaveValue("");
    await expect(body.getByRole("textbox", { name: "Data final" })).toHaveValue("");
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
    // The typed ends follow the days clicked.
    await expect(body.getByRole("textbox", { name: "Data inicial" })).toHaveValue("03/11/2026");
    await expect(body.getByRole("textbox", { name: "Data final" })).toHaveValue("10/11/2026");
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
    // The focus opens on the preset applied, as in a radio group.
    await waitFor(() => expect(presets.getByRole("button", { name: "ESTE ANO" })).toHaveFocus());
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

/** The ends typed as dd/mm/aaaa: the calendar turns to the typed day's month and marks the period. */
export const Typed: Story = {
  name: "Datas digitadas",
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog, start, end, apply } = await openPicker(canvasElement);
    await expect(start).toHaveValue("01/11/2026");
    await expect(end).toHaveValue("19/11/2026");
    await retype(start, "15082026");
    await expect(start).toHaveValue("15/08/2026");
    await expect(
      await dialog.findByRole("button", { name: /15 de agosto de 2026.*selecionado/i }),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "PERSONALIZADO" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await retype(end, "20082026");
    await expect(dialog.getByRole("button", { name: /20 de agosto de 2026.*selecionado/i })).toBeVisible();
    await expect(dialog.getByRole("button", { name: /21 de agosto de 2026/i })).not.toHaveAccessibleName(
      /selecionado/i,
    );
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith(
      { from: "2026-08-15", to: "2026-08-20" },
      "PERSONALIZADO",
    );
    await expect(trigger).toHaveTextContent("15/08/2026 - 20/08/2026");
  },
};

/** Data inicial and Data final mended in the middle keep the caret where the edit was, as DatePicker does. */
export const EditInTheMiddle: Story = {
  name: "Datas corrigidas no meio",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const { start, end, apply } = await openPicker(canvasElement);
    const startInput = start as HTMLInputElement;
    const endInput = end as HTMLInputElement;
    await expect(start).toHaveValue("01/11/2026");
    // Data inicial: the month's 11 becomes 10, the caret after the month's 11.
    await userEvent.click(start);
    await userEvent.keyboard("{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    await expect(startInput.selectionStart).toBe(5);
    await userEvent.keyboard("{Backspace}");
    await expect(start).toHaveValue("01/12/026");
    await expect(startInput.selectionStart).toBe(4);
    await userEvent.keyboard("0");
    await expect(start).toHaveValue("01/10/2026");
    await expect(startInput.selectionStart).toBe(5);
    // Data final: the day pasted over its selection.
    await userEvent.click(end);
    endInput.setSelectionRange(0, 2);
    await userEvent.paste("05");
    await expect(end).toHaveValue("05/11/2026");
    await expect(endInput.selectionStart).toBe(2);
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith(
      { from: "2026-10-01", to: "2026-11-05" },
      "PERSONALIZADO",
    );
  },
};

/** An impossible day stays as typed, said at once; nothing applies it. */
export const TypedInvalid: Story = {
  name: "Data impossível digitada",
  play: async ({ canvasElement, args }) => {
    const { dialog, start, apply } = await openPicker(canvasElement);
    await retype(start, "31022026");
    await expect(start).toHaveValue("31/02/2026");
    await expect(start).toHaveAttribute("aria-invalid", "true");
    await expect(start).toHaveAccessibleDescription("Data inválida.");
    await expect(apply).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(dialog.getByRole("textbox", { name: "Data inicial" })).toHaveValue("31/02/2026");
  },
};

/** An end before the start is refused on the end, in the DMR API's words, until it is corrected. */
export const EndBeforeStart: Story = {
  name: "Data final antes da inicial",
  play: async ({ canvasElement, args }) => {
    const { end, apply } = await openPicker(canvasElement);
    await retype(end, "01102026");
    await expect(end).toHaveAttribute("aria-invalid", "true");
    await expect(end).toHaveAccessibleDescription("A data final do período não pode ser anterior à inicial.");
    await expect(apply).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).not.toHaveBeenCalled();
    await retype(end, "05112026");
    await expect(end).not.toHaveAttribute("aria-invalid");
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith(
      { from: "2026-11-01", to: "2026-11-05" },
      "PERSONALIZADO",
    );
  },
};

/** The same day a year on (yyyy-MM-dd). */
const yearAfter = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

/**
 * A rule of the screen's on the whole period (`validate`; here at most a year, as the DMR's): its message
 * on Data final as soon as both ends are days, Aplicar disabled and Enter refused until it is kept.
 */
export const CallersRule: Story = {
  name: "Regra do período",
  args: {
    value: { from: "2025-01-01", to: "2026-01-03" },
    defaultOpen: true,
    validate: (range) =>
      range.to > yearAfter(range.from) ? "O período pode ter no máximo um ano." : undefined,
  },
  play: async ({ canvasElement, args }) => {
    const { end, apply } = pickerParts(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Período" }),
    );
    await expect(end).toHaveAttribute("aria-invalid", "true");
    await expect(end).toHaveAccessibleDescription("O período pode ter no máximo um ano.");
    await expect(apply).toBeDisabled();
    end.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).not.toHaveBeenCalled();
    await retype(end, "01012026");
    await expect(end).not.toHaveAttribute("aria-invalid");
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith(
      { from: "2025-01-01", to: "2026-01-01" },
      "PERSONALIZADO",
    );
  },
};

/** Days the calendar does not offer (after today; before 1 January 22 years back) are refused when typed. */
export const OutOfRange: Story = {
  name: "Data fora do período",
  play: async ({ canvasElement }) => {
    const { start, end, apply } = await openPicker(canvasElement);
    await retype(end, "20112026");
    await expect(end).toHaveAccessibleDescription("Data fora do período permitido.");
    await expect(apply).toBeDisabled();
    await retype(end, "19112026");
    await expect(end).not.toHaveAttribute("aria-invalid");
    await retype(start, "31122003");
    await expect(start).toHaveAccessibleDescription("Data fora do período permitido.");
    await expect(apply).toBeDisabled();
    await retype(start, "01012004");
    await expect(start).not.toHaveAttribute("aria-invalid");
    await expect(apply).toBeEnabled();
  },
};

/**
 * Enter on a period not yet whole says why instead of applying: unfinished text is called invalid (not
 * while typing it) and an empty end is required.
 */
export const EnterIncomplete: Story = {
  name: "Enter com o período incompleto",
  play: async ({ canvasElement, args }) => {
    const { dialog, start, end } = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "PERSONALIZADO" }));
    await userEvent.click(start);
    await userEvent.keyboard("0311");
    await expect(start).toHaveValue("03/11");
    await expect(start).not.toHaveAttribute("aria-invalid");
    await userEvent.keyboard("{Enter}");
    await expect(start).toHaveAccessibleDescription("Data inválida.");
    await expect(end).toHaveAccessibleDescription("O campo Data final é obrigatório.");
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(start).toHaveFocus();
  },
};

/**
 * By keyboard alone: the window opens with the focus on the preset applied, Tab goes through the presets to Data inicial and Data final, Enter in a field applies,
 * and the focus goes back to the field.
 */
export const Keyboard: Story = {
  name: "Pelo teclado",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: /Período/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const { dialog, start, end } = pickerParts(await body.findByRole("dialog", { name: "Período" }));
    // The focus opens on the preset applied (ESTE MÊS by default), not on the first one.
    await waitFor(() => expect(dialog.getByRole("button", { name: "ESTE MÊS" })).toHaveFocus());
    for (let preset = 0; preset < 4; preset++) await userEvent.tab();
    await expect(dialog.getByRole("button", { name: "PERSONALIZADO" })).toHaveFocus();
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await retype(start, "03112026");
    await userEvent.tab();
    await expect(end).toHaveFocus();
    await retype(end, "10112026");
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith(
      { from: "2026-11-03", to: "2026-11-10" },
      "PERSONALIZADO",
    );
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Período" })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("03/11/2026 - 10/11/2026");
  },
};

/** Esc in a field closes without applying; the next opening shows the period applied again. */
export const EscapeDiscards: Story = {
  name: "Esc fecha sem aplicar",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const { trigger, start } = await openPicker(canvasElement);
    await retype(start, "05112026");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Período" })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent("01/11/2026 - 19/11/2026");
    await userEvent.keyboard("{Enter}");
    const again = pickerParts(await body.findByRole("dialog", { name: "Período" }));
    await expect(again.start).toHaveValue("01/11/2026");
  },
};

/** The window open: presets, the two typed ends over the calendar, Aplicar. */
export const Open: Story = {
  name: "Aberto",
  args: { defaultOpen: true },
  // The calendar's code is in before the first render: the window is drawn whole.
  loaders: [async () => ({ calendar: Boolean(await preloadCalendar()) })],
  play: async ({ canvasElement }) => {
    const { start, end } = pickerParts(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Período" }),
    );
    await expect(start).toHaveValue("01/11/2026");
    await expect(end).toHaveValue("19/11/2026");
  },
};

/** At 375 px the window fits the screen: the presets wrap, the two ends share a row, and typing works there too. */
export const OpenOnPhone: Story = {
  name: "Aberto no celular",
  args: { defaultOpen: true },
  globals: { viewport: { value: "celular" } },
  loaders: [async () => ({ calendar: Boolean(await preloadCalendar()) })],
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.documentElement.clientWidth).toBe(375));
    const dialog = await within(doc.body).findByRole("dialog", { name: "Período" });
    const { start, end, apply } = pickerParts(dialog);
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375));
    await expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    for (const input of [start, end]) {
      // The whole day shows in its field.
      await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
      await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
    await retype(start, "02112026");
    await retype(end, "18112026");
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith(
      { from: "2026-11-02", to: "2026-11-18" },
      "PERSONALIZADO",
    );
  },
};

/**
 * At 375 px, with the field low on the screen (the DMR's Período de emissão under its title): the window
 * is no taller than the room it has and scrolls inside, so Aplicar is reached on the screen.
 */
export const LowOnPhone: Story = {
  name: "Embaixo da tela no celular",
  globals: { viewport: { value: "celular" } },
  decorators: [
    (Story) => (
      <div className="pt-[22rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.documentElement.clientWidth).toBe(375));
    const { element, dialog, apply } = await openPicker(canvasElement);
    await waitFor(() =>
      expect(element.getBoundingClientRect().bottom).toBeLessThanOrEqual(doc.documentElement.clientHeight),
    );
    await expect(element.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.click(dialog.getByRole("button", { name: "ESTE ANO" }));
    apply.scrollIntoView({ block: "nearest" });
    const box = apply.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(doc.documentElement.clientHeight);
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith({ from: "2026-01-01", to: "2026-11-19" }, "ESTE ANO");
  },
};
