import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useField } from "react-final-form";
import { describe, expect, it, vi } from "vitest";
import { FormTextField } from "./fields";
import {
  Form,
  SubmitButton,
  stateButFocus,
  submitFlags,
  useFormSelector,
  useFormValue,
  useReportRefusal,
} from "./form";
import { group, text } from "./schemas/fields";
import { numeric } from "./schemas/rules";

const schema = group({
  name: text({ required: true }),
  number: numeric({ messages: { numeric: "Número deve ser numérico" } }),
});
const labels = { name: "Nome", number: "Número" };
/** A rule fed by what the page learnt: the number must be the one read elsewhere. */
const mustBe = (expected: string) => (values: Record<string, unknown>) => ({
  number: values.number && values.number !== expected ? `Não confere (${expected}).` : undefined,
});

function NumberForm({
  validate,
  onSubmit,
}: {
  validate?: (values: Record<string, unknown>) => Record<string, string | undefined>;
  onSubmit: () => void;
}) {
  return (
    <Form schema={schema} labels={labels} validate={validate} onSubmit={onSubmit}>
      <FormTextField name="name" />
      <FormTextField name="number" />
      <SubmitButton>Salvar</SubmitButton>
    </Form>
  );
}

describe("Form's validate (rules beyond the schema's)", () => {
  const number = () => screen.getByRole("textbox", { name: "Número" });

  it("says its message on the field once touched and blocks the submit", async () => {
    const onSubmit = vi.fn();
    render(<NumberForm validate={mustBe("12")} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Nome" }), "Ana");
    await userEvent.type(number(), "13");
    await userEvent.tab();
    await waitFor(() => expect(number()).toHaveAccessibleDescription("Não confere (12)."));
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(number());
    await userEvent.type(number(), "12");
    await waitFor(() => expect(screen.queryByText("Não confere (12).")).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("leaves the field to the schema's message when the schema refuses it too", async () => {
    render(<NumberForm validate={mustBe("12")} onSubmit={vi.fn()} />);
    await userEvent.type(number(), "1a");
    await userEvent.tab();
    await waitFor(() => expect(number()).toHaveAccessibleDescription("Número deve ser numérico"));
    expect(screen.queryByText("Não confere (12).")).toBeNull();
  });

  it("checks again when the rule changes (a new answer), without the user touching the field", async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<NumberForm onSubmit={onSubmit} />);
    await userEvent.type(number(), "13");
    await userEvent.tab();
    rerender(<NumberForm validate={mustBe("12")} onSubmit={onSubmit} />);
    await waitFor(() => expect(number()).toHaveAccessibleDescription("Não confere (12)."));
    rerender(<NumberForm validate={mustBe("13")} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.queryByText(/Não confere/)).toBeNull());
    rerender(<NumberForm validate={mustBe("14")} onSubmit={onSubmit} />);
    await waitFor(() => expect(number()).toHaveAccessibleDescription("Não confere (14)."));
    rerender(<NumberForm onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.queryByText(/Não confere/)).toBeNull());
  });
});

describe("SubmitButton pressed with the mouse", () => {
  // The field's own message appears on blur and pushes the button down; if the press moved the focus
  // (a blur between mousedown and mouseup), the button left the pointer and the click never landed: a
  // dialog opened on its empty first field lost its first Salvar (only that field's message showed).
  it("keeps the focus in the field until the click has submitted, then shows every message", async () => {
    const onSubmit = vi.fn();
    render(<NumberForm onSubmit={onSubmit} />);
    const name = screen.getByRole("textbox", { name: "Nome" });
    name.focus();
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(name).toHaveFocus();
    await waitFor(() => expect(name).toHaveAccessibleDescription("O campo Nome é obrigatório."));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("still submits from the keyboard", async () => {
    const onSubmit = vi.fn();
    render(<NumberForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Nome" }), "Ana");
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Salvar" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

describe("Form's render function with stateButFocus", () => {
  // A wizard's step drawn by the render function: a field's focus drew it all again (each select of a
  // long table), 150–400 ms an event on a loaded machine.
  function countRenders(subscription?: typeof stateButFocus) {
    const renders = { count: 0 };
    render(
      <Form schema={schema} labels={labels} onSubmit={vi.fn()} subscription={subscription}>
        {(state) => {
          renders.count += 1;
          return (
            <>
              <FormTextField name="name" />
              <FormTextField name="number" />
              <p>{`Nome: ${String(state.values.name ?? "")}`}</p>
              {state.submitFailed ? <p>Falhou</p> : null}
              <SubmitButton>Salvar</SubmitButton>
            </>
          );
        }}
      </Form>,
    );
    return renders;
  }
  const name = () => screen.getByRole("textbox", { name: "Nome" });
  const number = () => screen.getByRole("textbox", { name: "Número" });

  it("is not drawn again when a field already left takes the focus", () => {
    const renders = countRenders(stateButFocus);
    // A first blur marks the field touched, which a render function may read.
    act(() => name().focus());
    act(() => number().focus());
    act(() => name().focus());
    renders.count = 0;
    act(() => number().focus());
    act(() => name().focus());
    expect(name()).toHaveFocus();
    expect(renders.count).toBe(0);
  });

  it("is drawn again by the whole state without it", () => {
    const renders = countRenders();
    act(() => name().focus());
    act(() => number().focus());
    act(() => name().focus());
    renders.count = 0;
    act(() => number().focus());
    expect(renders.count).toBeGreaterThan(0);
  });

  it("still follows the values and the submit flags", async () => {
    countRenders(stateButFocus);
    await userEvent.type(name(), "Ana");
    expect(screen.getByText("Nome: Ana")).toBeInTheDocument();
    await userEvent.clear(name());
    expect(screen.getByText("Nome:")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Falhou")).toBeInTheDocument();
  });
});

// A wizard step's parts that read one value (a registry type, a list of included items) or one message:
// typing in another field must not draw them again, as reading the whole state did.
const drawn = { name: 0, message: 0, frame: 0 };
function NameEcho() {
  const value = useFormValue<string>("name");
  drawn.name += 1;
  return <p>{`Nome: ${value ?? ""}`}</p>;
}
function NameMessage() {
  const message = useFormSelector(
    (state) => (state.submitFailed ? (state.errors?.name as string | undefined) : undefined),
    { submitFailed: true, errors: true },
  );
  drawn.message += 1;
  return message ? <p>{`Erro: ${message}`}</p> : null;
}

describe("useFormValue and useFormSelector", () => {
  function renderParts() {
    render(
      <Form schema={schema} labels={labels} onSubmit={vi.fn()} subscription={submitFlags}>
        {() => {
          drawn.frame += 1;
          return (
            <>
              <FormTextField name="name" />
              <FormTextField name="number" />
              <NameEcho />
              <NameMessage />
              <SubmitButton>Salvar</SubmitButton>
            </>
          );
        }}
      </Form>,
    );
    Object.assign(drawn, { name: 0, message: 0, frame: 0 });
  }
  const name = () => screen.getByRole("textbox", { name: "Nome" });
  const number = () => screen.getByRole("textbox", { name: "Número" });

  it("draws a part again only when what it reads changes", async () => {
    renderParts();
    await userEvent.type(number(), "123");
    expect(drawn).toEqual({ name: 0, message: 0, frame: 0 });
    await userEvent.type(name(), "Ana");
    expect(screen.getByText("Nome: Ana")).toBeInTheDocument();
    expect(drawn.name).toBe(3);
    expect(drawn.message + drawn.frame).toBe(0);
  });

  it("follows the submit flags and errors it selects", async () => {
    renderParts();
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Erro: O campo Nome é obrigatório.")).toBeInTheDocument();
    await userEvent.type(name(), "A");
    await waitFor(() => expect(screen.queryByText(/^Erro:/)).toBeNull());
  });

  it("registers no field for the value it reads", () => {
    let registered: string[] = [];
    render(
      <Form schema={schema} labels={labels} onSubmit={vi.fn()}>
        {(state) => {
          registered = state.form.getRegisteredFields();
          return <NameEcho />;
        }}
      </Form>,
    );
    expect(registered).toEqual([]);
  });
});

/** A file field's shape: a refused pick is reported, a valid one withdraws it and becomes the value. */
function PickedFile({ drawn }: { drawn: [unknown, unknown][] }) {
  const report = useReportRefusal();
  const { input, meta } = useField("file");
  drawn.push([input.value, meta.error]);
  return (
    <>
      <button type="button" onClick={() => report?.("file", "Recusado.")}>
        Recusar
      </button>
      <button
        type="button"
        onClick={() => {
          report?.("file", null);
          input.onChange("novo.pdf");
        }}
      >
        Trocar
      </button>
    </>
  );
}

describe("A field's refusal (useReportRefusal)", () => {
  it("leaves in the same render as the value that withdraws it, never a render later", async () => {
    const drawn: [unknown, unknown][] = [];
    render(
      <Form schema={group({ file: text() })} labels={{ file: "Arquivo" }} onSubmit={vi.fn()}>
        <PickedFile drawn={drawn} />
      </Form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Recusar" }));
    await waitFor(() => expect(drawn.at(-1)).toEqual(["", "Recusado."]));
    await userEvent.click(screen.getByRole("button", { name: "Trocar" }));
    await waitFor(() => expect(drawn.at(-1)).toEqual(["novo.pdf", undefined]));
    // No render showed the new file with the refusal it withdrew.
    expect(drawn.filter(([value, error]) => value === "novo.pdf" && error !== undefined)).toEqual([]);
  });
});
