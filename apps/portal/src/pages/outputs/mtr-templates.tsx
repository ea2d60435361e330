// "MTR Modelo" (issue 16): a repetitive shipment's choices applied to the output form in one go, or the
// form's current choices saved under a name. Kept outside the output <form> (a dialog's form inside it
// would submit both through React's event bubbling); the form is reached through its API.
import { type MtrTemplate, toApiError } from "@trilha/api";
import {
  Form,
  FormTextField,
  MTR_TEMPLATE_FIELDS,
  mtrTemplateLabels,
  mtrTemplateNameSchema,
  submissionErrors,
} from "@trilha/forms";
import { Button, Modal, Select } from "@trilha/ui";
import * as React from "react";
import { DialogFormButtons } from "../../resources/dialog-form-buttons";
import { FocusOnRefusal, focusFirstInvalidOnSubmit } from "../../resources/focus-on-refusal";
import type { FormState } from "../../resources/form-state";
import { useFetched } from "../../resources/use-fetched";
import { toast } from "../../toasts/toasts";
import { outputCreateText } from "./create-text";
import { outputs } from "./outputs-api";

type OutputFormApi = FormState["form"];

/** The form's choices a template keeps: no files, no empty values. */
export function templateValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    MTR_TEMPLATE_FIELDS.flatMap((field) => {
      const value = values[field];
      return value === undefined || value === null || value === "" ? [] : [[field, value]];
    }),
  );
}

export function MtrTemplateBar({ form }: { form: () => OutputFormApi | null }) {
  const text = outputCreateText.templates;
  const [version, setVersion] = React.useState(0);
  const [chosen, setChosen] = React.useState("");
  const [saving, setSaving] = React.useState(false);
  // A new `version` (after a save) is a new loader, so the list is read again.
  const load = React.useMemo(
    () => (signal: AbortSignal) =>
      outputs.templates
        .list({ page: 1, perPage: 50, sort: "name" }, signal)
        .then((page) => ({ version, templates: page.data })),
    [version],
  );
  const templates = useFetched(load)?.templates ?? [];

  const apply = (id: string) => {
    setChosen(id);
    const template = templates.find((item: MtrTemplate) => item.uuid_template === id);
    const api = form();
    if (!template || !api) return;
    api.batch(() => {
      for (const [field, value] of Object.entries(templateValues(template.values))) api.change(field, value);
    });
    toast("success", text.applied(template.name));
  };

  return (
    <section aria-label={text.region} className="flex flex-col gap-3 tablet:flex-row tablet:items-end">
      <div className="tablet:w-80">
        <Select
          label={text.choose}
          placeholder={templates.length === 0 ? text.none : text.placeholder}
          options={templates.map((item: MtrTemplate) => ({ value: item.uuid_template, label: item.name }))}
          value={chosen}
          disabled={templates.length === 0}
          onValueChange={apply}
        />
      </div>
      <Button type="button" variant="outline" onClick={() => setSaving(true)}>
        {text.save}
      </Button>
      <Modal open={saving} onOpenChange={setSaving} title={text.save} description={text.saveDescription}>
        <div className="contents" onSubmitCapture={focusFirstInvalidOnSubmit}>
          <Form<{ name: string }>
            schema={mtrTemplateNameSchema}
            labels={mtrTemplateLabels}
            initialValues={{ name: "" }}
            aria-label={text.save}
            className="flex flex-col gap-4"
            onSubmit={async ({ name }) => {
              try {
                await outputs.templates.create({
                  name,
                  values: templateValues(form()?.getState().values ?? {}),
                });
              } catch (reason) {
                const error = toApiError(reason);
                // A name already used answers 409 DUPLICATE: said on the name field.
                return error.fields
                  ? submissionErrors(error.fields)
                  : submissionErrors({ name: error.message });
              }
              toast("success", text.saved(name));
              setSaving(false);
              setVersion((v) => v + 1);
              return undefined;
            }}
          >
            {(state) => (
              <>
                {/* A name already used (409) is said on the field, which then takes the focus. */}
                <FocusOnRefusal state={state} />
                <FormTextField name="name" required maxLength={100} autoComplete="off" />
                <DialogFormButtons onCancel={() => setSaving(false)} />
              </>
            )}
          </Form>
        </div>
      </Modal>
    </section>
  );
}
