import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FORM_ERROR } from "final-form";
import { Profiler } from "react";
import type { FieldMetaState } from "react-final-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type DatePickerBoundsFrom,
  FormDatePicker,
  FormNumberField,
  FormTextField,
  visibleError,
} from "./fields";
import { Form, SubmitButton, submissionErrors } from "./form";
import { date, group, number, text } from "./schemas/fields";
import { licenseAlertBounds, licenseLabels } from "./schemas/records";
import { numeric } from "./schemas/rules";

const meta = (patch: Partial<FieldMetaState<unknown>>) => patch as FieldMetaState<unknown>;

describe("visibleError", () => {
  const table: [string, Partial<FieldMetaState<unknown>>, string | undefined][] = [
    ["untouched field, no submit", { error: "x" }, undefined],
    ["touched field", { error: "x", touched: true }, "x"],
    ["after a failed submit", { error: "x", submitFailed: true }, "x"],
    ["server error", { submitError: "servidor" }, "servidor"],
    ["server error after editing", { submitError: "servidor", dirtySinceLastSubmit: true }, undefined],
    ["server error wins over validation", { submitError: "servidor", error: "x", touched: true }, "servidor"],
  ];
  it("hides the server's error once the value differs from the one sent, whatever final-form counts", () => {
    expect(visibleError(meta({ submitError: "servidor", error: "x", touched: true }), true)).toBe("x");
    expect(visibleError(meta({ submitError: "servidor", dirtySinceLastSubmit: true }), false)).toBe(
      "servidor",
    );
  });
  it.each(table)("%s", (_, state, expected) => {
    expect(visibleError(meta(state))).toBe(expected);
  });
});

describe("submissionErrors", () => {
  it("nests dotted paths, keeps the first message of a list and sets the form error", () => {
    expect(
      submissionErrors(
        { "company.cnpj": ["Já cadastrado", "outro"], "responsible.0.email": "Inválido" },
        "Erro",
      ),
    ).toEqual({
      company: { cnpj: "Já cadastrado" },
      responsible: [{ email: "Inválido" }],
      [FORM_ERROR]: "Erro",
    });
  });
});

describe("Form", () => {
  const schema = group({
    name: text({ required: true }),
    number: numeric({ messages: { numeric: "Número deve ser numérico" } }),
  });
  const labels = { name: "Nome", number: "Número" };

  it("submits the schema's normalised values and shows errors only after touch or submit", async () => {
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} labels={labels} onSubmit={onSubmit} initialValues={{ extra: "x" }}>
        <FormTextField name="name" />
        <FormTextField name="number" />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    expect(screen.queryByText("O campo Nome é obrigatório.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("O campo Nome é obrigatório.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox", { name: "Nome" }), "Ana");
    await userEvent.type(screen.getByRole("textbox", { name: "Número" }), "12");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: "Ana", number: "12" }, expect.anything()),
    );
  });

  describe("after the server refused a field's value", () => {
    const refusing = () =>
      render(
        <Form schema={schema} labels={labels} onSubmit={() => submissionErrors({ number: "Já existe" })}>
          <FormTextField name="name" />
          <FormTextField name="number" />
          <SubmitButton>Salvar</SubmitButton>
        </Form>,
      );
    const number = () => screen.getByRole("textbox", { name: "Número" });

    async function refused() {
      refusing();
      await userEvent.type(screen.getByRole("textbox", { name: "Nome" }), "Ana");
      await userEvent.type(number(), "12");
      await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
      expect(await screen.findByText("Já existe")).toBeInTheDocument();
    }

    it("shows the field's own validation error when a submit is blocked by it, not the server's again", async () => {
      await refused();
      await userEvent.clear(number());
      await userEvent.type(number(), "1a");
      expect(await screen.findByText("Número deve ser numérico")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
      expect(await screen.findByText("Número deve ser numérico")).toBeInTheDocument();
      expect(screen.queryByText("Já existe")).toBeNull();
    });

    it("does not show the server's error for another valid value when another field blocks the submit", async () => {
      await refused();
      await userEvent.clear(number());
      await userEvent.type(number(), "13");
      await userEvent.clear(screen.getByRole("textbox", { name: "Nome" }));
      await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
      expect(await screen.findByText("O campo Nome é obrigatório.")).toBeInTheDocument();
      expect(screen.queryByText("Já existe")).toBeNull();
    });

    it("shows the server's error again for the value it was given", async () => {
      await refused();
      await userEvent.type(number(), "3");
      await waitFor(() => expect(screen.queryByText("Já existe")).toBeNull());
      await userEvent.type(number(), "{Backspace}");
      expect(await screen.findByText("Já existe")).toBeInTheDocument();
    });
  });

  it("shows a whole-form server error in an alert", async () => {
    render(
      <Form
        schema={schema}
        labels={labels}
        onSubmit={() => submissionErrors({}, "Erro ao cadastrar o prestador!")}
      >
        <FormTextField name="name" />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Nome" }), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erro ao cadastrar o prestador!");
  });
});

describe("FormDatePicker", () => {
  it("refuses a past day in a future-only picker in the schema's wording, even where the schema has no rule, keeping the text", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form
        schema={group({ alert_date: date() })}
        labels={{ alert_date: "Data de alerta" }}
        onSubmit={onSubmit}
      >
        <FormDatePicker name="alert_date" future today={new Date(2026, 10, 19)} />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: "Data de alerta" });
    await user.type(input, "18112026");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(input).toHaveValue("18/11/2026");
    // The today-or-future rule's own wording, not the picker's generic "Data fora do período permitido.".
    expect(input).toHaveAccessibleDescription("O campo Data de alerta não pode ser uma data passada.");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, "19112026");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ alert_date: "2026-11-19" }, expect.anything()),
    );
  });

  describe("today, without a fixed one", () => {
    afterEach(() => vi.useRealTimers());

    it("is Brasília's day: at 22:00 there on a UTC device, the UTC date is not yet an emission date", async () => {
      vi.stubEnv("TZ", "UTC");
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-11-29T01:00:00Z")); // the 28th, 22:00 in Brasília
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(
        <Form
          schema={group({ emission: date() })}
          labels={{ emission: "Data de emissão" }}
          onSubmit={onSubmit}
        >
          <FormDatePicker name="emission" past />
          <SubmitButton>Salvar</SubmitButton>
        </Form>,
      );
      const input = screen.getByRole("textbox", { name: "Data de emissão" });
      await user.type(input, "29112026");
      await user.click(screen.getByRole("button", { name: "Salvar" }));
      // The schema's own wording for a future day, not the picker's generic one.
      expect(input).toHaveAccessibleDescription("O campo Data de emissão não pode ser uma data futura.");
      expect(onSubmit).not.toHaveBeenCalled();

      await user.clear(input);
      await user.type(input, "28112026");
      await user.click(screen.getByRole("button", { name: "Salvar" }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({ emission: "2026-11-28" }, expect.anything()),
      );
    });
  });

  const notBefore = (field: string): DatePickerBoundsFrom => ({
    field,
    bounds: (start) =>
      typeof start === "string" && /^\d{4}-/.test(start)
        ? { min: start, minMessage: `Não antes de ${start}.` }
        : {},
  });

  // A picker whose limits follow another field read the form's whole values: every key typed anywhere in
  // the form drew it again (its calendar and its field), not only a change of the field it follows.
  it("is drawn again by the field its boundsFrom follows, not by typing elsewhere", async () => {
    const user = userEvent.setup();
    let renders = 0;
    render(
      <Form
        schema={group({ period: group({ start: date(), end: date() }), note: text() })}
        labels={{ "period.start": "Início", "period.end": "Término", note: "Observação" }}
        onSubmit={vi.fn()}
      >
        <FormDatePicker name="period.start" />
        <Profiler id="end" onRender={() => (renders += 1)}>
          <FormDatePicker name="period.end" boundsFrom={notBefore("period.start")} />
        </Profiler>
        <FormTextField name="note" />
      </Form>,
    );
    const note = screen.getByRole("textbox", { name: "Observação" });
    await user.click(note);
    renders = 0;
    await user.keyboard("Sem pressa");
    expect(note).toHaveValue("Sem pressa");
    expect(renders).toBe(0);
    await user.type(screen.getByRole("textbox", { name: "Início" }), "10022026");
    expect(renders).toBeGreaterThan(0);
    await user.click(screen.getByRole("textbox", { name: "Término" }));
    await user.keyboard("09022026");
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Término" })).toHaveAccessibleDescription(
        "Não antes de 2026-02-10.",
      ),
    );
  });

  it("checks the day again at once when the field its boundsFrom follows changes", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form
        schema={group({ start: date(), end: date() })}
        labels={{ start: "Início", end: "Término" }}
        onSubmit={onSubmit}
      >
        <FormDatePicker name="start" />
        <FormDatePicker name="end" boundsFrom={notBefore("start")} />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    const start = screen.getByRole("textbox", { name: "Início" });
    const end = screen.getByRole("textbox", { name: "Término" });
    await user.type(start, "10022026");
    await user.type(end, "09022026");
    await user.tab();
    await waitFor(() => expect(end).toHaveAccessibleDescription("Não antes de 2026-02-10."));
    // One change of the start (a paste over it, a calendar's day) takes the refusal back.
    await user.tripleClick(start);
    await user.paste("01/02/2026");
    await waitFor(() => expect(start).toHaveValue("01/02/2026"));
    await waitFor(() => expect(end).not.toHaveAccessibleDescription("Não antes de 2026-02-10."));
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ start: "2026-02-01", end: "2026-02-09" }, expect.anything()),
    );
  });

  // The alert date's picker let a day after the licence's expiration be typed or picked, refused only on
  // save by the schema: it follows the expiration now, and refuses that day at once in the schema's words.
  it("refuses an alert date after the expiration at once, in the schema's words", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form
        schema={group({ expiration: date(), alert_date: date({ notAfter: "expiration" }) })}
        labels={licenseLabels}
        onSubmit={onSubmit}
      >
        <FormDatePicker name="expiration" />
        <FormDatePicker name="alert_date" boundsFrom={{ field: "expiration", bounds: licenseAlertBounds }} />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    const alert = screen.getByRole("textbox", { name: "Data de alerta" });
    await user.type(screen.getByRole("textbox", { name: "Data de validade" }), "15012029");
    await user.type(alert, "16012029");
    expect(alert).toHaveAccessibleDescription(
      "O campo Data de alerta deve ser uma data igual ou anterior a 15/01/2029.",
    );
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(alert);
    await user.type(alert, "15012029");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { expiration: "2029-01-15", alert_date: "2029-01-15" },
        expect.anything(),
      ),
    );
  });

  it("calls unfinished text invalid once left, instead of dropping it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form
        schema={group({ emission: date({ required: true }) })}
        labels={{ emission: "Data de emissão" }}
        onSubmit={onSubmit}
      >
        <FormDatePicker name="emission" required />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: /Data de emissão/ });
    await user.type(input, "0503");
    await user.tab();
    expect(input).toHaveValue("05/03");
    expect(input).toHaveAccessibleDescription("Data inválida.");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("FormNumberField", () => {
  const labels = { quantity: "Quantidade" };
  const schema = group({ quantity: number({ required: true, decimals: 3 }) });

  it.each([
    ["1.000", 1000],
    ["1.234,567", 1234.567],
    ["1.000,5", 1000.5],
    ["1,5", 1.5],
    ["1.5", 1.5],
  ])("submits %j typed, as people in Brazil write it, as %d", async (typed, value) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} labels={labels} onSubmit={onSubmit}>
        <FormNumberField name="quantity" decimals={3} required />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: /Quantidade/ });
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ quantity: value }, expect.anything()));
  });

  it("shows a value set from elsewhere with a decimal comma, and a partial entry as typed", async () => {
    const user = userEvent.setup();
    render(
      <Form schema={schema} labels={labels} onSubmit={vi.fn()} initialValues={{ quantity: 2.5 }}>
        <FormNumberField name="quantity" decimals={3} required />
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: /Quantidade/ });
    expect(input).toHaveValue("2,5");
    await user.clear(input);
    await user.type(input, "12,");
    expect(input).toHaveValue("12,");
  });

  it("leaves unreadable text to the schema, which refuses it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} labels={labels} onSubmit={onSubmit}>
        <FormNumberField name="quantity" decimals={3} required />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: /Quantidade/ });
    await user.type(input, "1.000.5");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("a field left by a mouse press", () => {
  // Its message appearing on blur would push what is below it down while the button is still held: the
  // press's release then lands beside the control (a searchable select, a radio, a file button, Incluir),
  // and the browser sends the click to their common parent, so the first click did nothing.
  const schema = group({ name: text({ required: true }) });
  const labels = { name: "Nome" };

  it("shows its message once the press is released, not while the button is held", async () => {
    const user = userEvent.setup();
    const clicked = vi.fn();
    render(
      <Form schema={schema} labels={labels} onSubmit={vi.fn()}>
        <FormTextField name="name" required />
        <button type="button" onClick={clicked}>
          Outro
        </button>
      </Form>,
    );
    const name = screen.getByRole("textbox", { name: /Nome/ });
    const other = screen.getByRole("button", { name: "Outro" });
    name.focus();
    await user.pointer({ keys: "[MouseLeft>]", target: other });
    expect(other).toHaveFocus();
    expect(name).not.toHaveAccessibleDescription("O campo Nome é obrigatório.");
    await user.pointer({ keys: "[/MouseLeft]", target: other });
    expect(clicked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(name).toHaveAccessibleDescription("O campo Nome é obrigatório."));
  });

  it("shows it at once when left with the keyboard", async () => {
    const user = userEvent.setup();
    render(
      <Form schema={schema} labels={labels} onSubmit={vi.fn()}>
        <FormTextField name="name" required />
        <button type="button">Outro</button>
      </Form>,
    );
    const name = screen.getByRole("textbox", { name: /Nome/ });
    name.focus();
    await user.tab();
    expect(name).toHaveAccessibleDescription("O campo Nome é obrigatório.");
  });
});
