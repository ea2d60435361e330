import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { contractorWizardSteps, planUserOptions, useWizardForm } from "@trilha/forms";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FormState } from "../../resources/form-state";
import { WizardPage } from "../../resources/wizard-page";
import { renderPage } from "../../test/render-counts";
import { initialPlanFeatures, PlanFields } from "./contractor-fields";

// Every render of a FormSelect of the plan's feature table, by field name.
const selectRenders = vi.hoisted(() => [] as string[]);
vi.mock("@trilha/forms", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@trilha/forms")>();
  return {
    ...actual,
    // Called, not drawn as an element: its hooks run here, so its own subscription's renders count too.
    FormSelect: (props: Parameters<typeof actual.FormSelect>[0]) => {
      selectRenders.push(props.name);
      return actual.FormSelect(props);
    },
  };
});

const steps = contractorWizardSteps.map((step, index) => ({ id: String(index), label: step.title }));
let stepRenders = 0;
let formApi: FormState["form"] | null = null;

/** The contractor wizard's plan step (Matriz-Filial: the feature table shows), as the wizard page draws it. */
function PlanStep() {
  const wizard = useWizardForm({ steps: contractorWizardSteps, initialStep: 2, onFinish: () => undefined });
  return (
    <WizardPage
      title="Cadastrar Novo Contratante"
      steps={steps}
      wizard={wizard}
      initialValues={{ plan: { main_module: "mmf", features: initialPlanFeatures() } }}
      onCancel={() => undefined}
    >
      {(state) => {
        formApi = state.form;
        stepRenders += 1;
        return <PlanFields />;
      }}
    </WizardPage>
  );
}

function renderPlanStep() {
  renderPage(<PlanStep />);
  selectRenders.length = 0;
  stepRenders = 0;
}

// A field's focus or change must not draw the whole step again (each event cost 150–400 ms on a
// loaded machine with the eight rows' selects drawn anew): only the field and what reads it.
describe("the contractor wizard's plan step", () => {
  beforeEach(renderPlanStep);

  it("draws no step and no select again when a field takes the focus", () => {
    // Matriz-Filial's module counts (selects and checkboxes tell final-form no focus). Each is left once
    // first: a field's first blur marks it touched, which the step reads (its message may show).
    const [small, large] = screen.getAllByRole("textbox");
    act(() => small!.focus());
    act(() => large!.focus());
    act(() => small!.focus());
    selectRenders.length = 0;
    stepRenders = 0;
    act(() => large!.focus());
    expect(large).toHaveFocus();
    expect(formApi?.getState().active).toBe("plan.large_generators");
    act(() => small!.focus());
    expect(formApi?.getState().active).toBe("plan.small_generators");
    expect(stepRenders).toBe(0);
    expect(selectRenders).toEqual([]);
  });

  it("draws again only the select whose value changes", () => {
    const name = "plan.features.0.users";
    const value = String(planUserOptions[1]);
    act(() => formApi?.change(name, value));
    expect(formApi?.getFieldState(name)?.value).toBe(value);
    expect(selectRenders.length).toBeGreaterThan(0);
    expect(new Set(selectRenders)).toEqual(new Set([name]));
  });

  it("draws no step and no select again while a count is typed", async () => {
    const [small] = screen.getAllByRole("textbox");
    await userEvent.click(small!);
    selectRenders.length = 0;
    stepRenders = 0;
    await userEvent.keyboard("12");
    expect(small).toHaveValue("12");
    expect(formApi?.getFieldState("plan.small_generators")?.value).toBe(12);
    expect(stepRenders).toBe(0);
    expect(selectRenders).toEqual([]);
  });

  it("draws no select again when a feature is ticked", async () => {
    const checkbox = screen.getAllByRole("checkbox")[2]!;
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(selectRenders).toEqual([]);
  });
});
