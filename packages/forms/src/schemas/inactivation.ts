import type { Infer } from "superstruct";
import { group, text } from "./fields";

export const JUSTIFICATION_MIN = 30;
export const JUSTIFICATION_MAX = 500;

const justificationMessage = "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.";

/**
 * The reason asked when an item is inactivated (providers, licenses, certificates, employees) or an
 * output cancelled. Counted and answered trimmed (spec 01 §5's 30–500 is the text, not the spaces
 * around it), as the dialog counts it: text() trims, and the server stores what this schema answers.
 */
export const inactivationSchema = group({
  justification: text({
    required: true,
    min: JUSTIFICATION_MIN,
    max: JUSTIFICATION_MAX,
    messages: {
      required: justificationMessage,
      minLength: justificationMessage,
      maxLength: justificationMessage,
    },
  }),
});
export const inactivationLabels = { justification: "Justificativa" };
export type InactivationValues = Infer<typeof inactivationSchema>;
