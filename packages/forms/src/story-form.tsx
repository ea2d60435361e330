import type { Struct } from "superstruct";
import { Form, SubmitButton, type SubmitResult } from "./form";
import type { Labels } from "./schemas/engine";

/** Stories only: a form around one binding, with a submit button. */
export function StoryForm<T>({
  schema,
  labels,
  initialValues,
  onSubmit,
  children,
  submitLabel = "Enviar",
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any struct schema
  schema: Struct<T, any>;
  labels: Labels;
  initialValues?: Record<string, unknown>;
  onSubmit: (values: T) => SubmitResult | Promise<SubmitResult>;
  children: React.ReactNode;
  submitLabel?: string;
}) {
  return (
    <Form
      schema={schema}
      labels={labels}
      initialValues={initialValues}
      onSubmit={(values) => onSubmit(values)}
      aria-label="Formulário de exemplo"
      className="grid max-w-[450px] gap-4"
    >
      {children}
      <SubmitButton className="justify-self-start">{submitLabel}</SubmitButton>
    </Form>
  );
}
