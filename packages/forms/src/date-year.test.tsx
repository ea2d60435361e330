import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { datePickerError, displayToIso } from "@trilha/ui";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { FormDatePicker } from "./fields";
import { Form, SubmitButton } from "./form";
import { validate } from "./schemas/engine";
import { date, group, isIsoDate } from "./schemas/fields";

const schema = group({ emission: date({ required: true }) });
const labels = { emission: "Data de emissão" };
const pad = (n: number, width: number) => String(n).padStart(width, "0");

describe("a date's year: the picker and the schema read one rule (01/01/1900 on)", () => {
  it.each([
    ["01/01/0001", "0001-01-01"],
    ["31/12/0099", "0099-12-31"],
    ["15/03/0024", "0024-03-15"],
    ["31/12/1899", "1899-12-31"],
  ])("%s: the picker calls it invalid, and so do the schema and the server", (typed, iso) => {
    expect(displayToIso(typed)).toBeUndefined();
    expect(datePickerError(typed)).toBe("Data inválida.");
    expect(datePickerError(iso)).toBe("Data inválida.");
    expect(validate(schema, { emission: iso }, labels).errors).toEqual({
      emission: "O campo Data de emissão deve ser uma data válida no formato dd/mm/aaaa.",
    });
  });

  it("takes 01/01/1900 and a leap day of 2000 in both", () => {
    for (const [typed, iso] of [
      ["01/01/1900", "1900-01-01"],
      ["29/02/2000", "2000-02-29"],
    ] as const) {
      expect(displayToIso(typed)).toBe(iso);
      expect(datePickerError(iso)).toBeUndefined();
      expect(validate(schema, { emission: iso }, labels).errors).toBeUndefined();
    }
  });

  it("agrees on every day typed, whatever its year (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const iso = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          const picked = displayToIso(`${pad(d, 2)}/${pad(m, 2)}/${pad(y, 4)}`);
          expect(isIsoDate(iso)).toBe(picked === iso);
          expect(isIsoDate(iso)).toBe(datePickerError(iso) === undefined);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("shows the picker's one message on the field for 01/01/0001 and does not send it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} labels={labels} onSubmit={onSubmit}>
        <FormDatePicker name="emission" required />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: /Data de emissão/ });
    await user.type(input, "01010001");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(input).toHaveValue("01/01/0001");
    expect(input).toHaveAccessibleDescription("Data inválida.");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
