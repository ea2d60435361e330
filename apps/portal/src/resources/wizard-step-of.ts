import type { WizardFormStep } from "@trilha/forms";

/**
 * The wizard step whose part of the values holds a field (`contract.termino` → the step whose schema
 * has `contract`), so a save refused on a field goes back to where the field is; 0 when none does.
 */
export function stepOfField(steps: readonly WizardFormStep[], path: string): number {
  const root = path.split(".")[0] ?? "";
  const index = steps.findIndex((step) =>
    Object.keys((step.schema as { schema: Record<string, unknown> }).schema).includes(root),
  );
  return Math.max(index, 0);
}
