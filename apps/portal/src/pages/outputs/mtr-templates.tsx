// "MTR Modelo" (issue 16): a repetitive shipment's choices applied to the output form in one go, or the
// form's current choices saved under a name; the template chosen can be applied again (Aplicar modelo, or
// choosing it again in the picker), renamed or deleted.
// Choosing one applies it, but asks first when it would replace what the user filled: declined, the
// template stays chosen (to rename or delete it) and the form is left as it was. Kept outside
// the output <form> (a dialog's form inside it would submit both through React's event bubbling); the
// form is reached through its API.
import { type MtrTemplate, toApiError } from "@trilha/api";
import {
  FORM_ERROR_KEY,
  FormTextField,
  MTR_TEMPLATE_FIELDS,
  mtrTemplateLabels,
  mtrTemplateNameSchema,
  mtrTemplateValuesSchema,
  outputDocumentLabels,
  submissionErrors,
  validate,
} from "@trilha/forms";
import { Button, ConfirmDialog, Select, type SelectOption } from "@trilha/ui";
import { ClipboardPaste, Pencil, Trash2 } from "lucide-react";
import * as React from "react";
import { FormDialog } from "../../resources/form-dialog";
import type { FormState } from "../../resources/form-state";
import { type OptionOf, type SearchOptions, useSearchedOptions } from "../../resources/use-searched-options";
import { toast } from "../../toasts/toasts";
import { outputCreateText } from "./create-text";
import { outputs } from "./outputs-api";

type OutputFormApi = FormState["form"];

/** How many templates one answer lists: the first page, then what the server finds for the text typed. */
export const TEMPLATES_PAGE_SIZE = 50;

/** The form's choices a template keeps: no files, no empty values. */
export function templateValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    MTR_TEMPLATE_FIELDS.flatMap((field) => {
      const value = values[field];
      return value === undefined || value === null || value === "" ? [] : [[field, value]];
    }),
  );
}

/** Equal as values: a template's JSON (keys reordered by the database) against the form's. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const blank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * The labels of the fields applying `values` would replace: those the user filled (not blank, not as the
 * form started nor as the template applied before left them) with something else than the template's.
 */
function replacedFields(
  current: Record<string, unknown>,
  initial: Record<string, unknown>,
  values: Record<string, unknown>,
  applied: Record<string, unknown> = {},
): string[] {
  return Object.entries(templateValues(values)).flatMap(([field, value]) => {
    const now = current[field];
    if (blank(now) || same(now, initial[field]) || same(now, applied[field]) || same(now, value)) return [];
    return [outputDocumentLabels[field as keyof typeof outputDocumentLabels] ?? field];
  });
}

/** "A", "A e B", "A, B e C". */
const listed = (items: string[]) => new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(items);

const optionOf = (item: MtrTemplate): SelectOption => ({ value: item.uuid_template, label: item.name });

/** Why the form cannot be saved as a template (nothing filled), from the shared schema; null when it can. */
function emptyTemplateMessage(values: Record<string, unknown>): string | null {
  const { errors } = validate(mtrTemplateValuesSchema, values);
  return errors ? String(errors[FORM_ERROR_KEY] ?? Object.values(errors)[0]) : null;
}

type NameFormProps = {
  title: string;
  description: string;
  initialName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves under the name: answers the refusal's field errors, or undefined once saved. */
  save: (name: string) => Promise<Record<string, string> | undefined>;
};

/** The name dialog of Salvar como modelo and Renomear modelo: a refused name is said on the field, focused. */
function TemplateNameDialog({ title, description, initialName, open, onOpenChange, save }: NameFormProps) {
  return (
    <FormDialog<{ name: string }>
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      description={description}
      schema={mtrTemplateNameSchema}
      labels={mtrTemplateLabels}
      initialValues={{ name: initialName }}
      className="flex flex-col gap-4"
      onSubmit={async ({ name }) => {
        const refused = await save(name);
        return refused ? submissionErrors(refused) : undefined;
      }}
    >
      {/* A name already used (409) is said on the field, which then takes the focus. */}
      <FormTextField name="name" required maxLength={100} autoComplete="off" />
    </FormDialog>
  );
}

/**
 * A refusal as the name dialog shows it: on the name (a name in use, 409, has no field: its message goes
 * there too), or above the fields when it is about the values the dialog does not show.
 */
function refusalOf(reason: unknown): Record<string, string> {
  const error = toApiError(reason);
  const { name, ...others } = error.fields ?? {};
  if (name) return { name };
  const other = Object.values(others)[0];
  return other ? { [FORM_ERROR_KEY]: other } : { name: error.message };
}

export function MtrTemplateBar({ form }: { form: () => OutputFormApi | null }) {
  const text = outputCreateText.templates;
  // A new `version` (after a save, a rename or a deletion) asks the list again, from its first page.
  const [version, setVersion] = React.useState(0);
  const [chosen, setChosen] = React.useState("");
  const [dialog, setDialog] = React.useState<"apply" | "save" | "rename" | "remove" | null>(null);
  // Every template an answer held, by id: applying, renaming and deleting read it.
  const known = React.useRef(new Map<string, MtrTemplate>()).current;
  const template = chosen ? known.get(chosen) : undefined;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const changed = () => setVersion((v) => v + 1);

  // The fields applying the chosen template would replace, while its confirmation is open.
  const [replaced, setReplaced] = React.useState<string[]>([]);

  // What the last template applied put in the form: switching to another one replaces no typing.
  const applied = React.useRef<Record<string, unknown>>({});
  const applyNow = (found: MtrTemplate) => {
    const api = form();
    if (!api) return;
    applied.current = templateValues(found.values);
    api.batch(() => {
      for (const [field, value] of Object.entries(templateValues(found.values))) api.change(field, value);
    });
    toast("success", text.applied(found.name));
  };

  // Asked from the picker, the question gives the focus back to it (the option chosen is gone).
  const askedFromPicker = React.useRef(false);

  /** Applies the template at once, or asks first when it would replace what the user filled. */
  const apply = (found: MtrTemplate | undefined, fromPicker = false) => {
    const api = form();
    if (!found || !api) return;
    const { values, initialValues } = api.getState();
    const fields = replacedFields(values ?? {}, initialValues ?? {}, found.values, applied.current);
    if (fields.length === 0) applyNow(found);
    else {
      askedFromPicker.current = fromPicker;
      setReplaced(fields);
      setDialog("apply");
    }
  };

  const choose = (id: string) => {
    setChosen(id);
    apply(known.get(id), true);
  };

  const openSave = () => {
    const empty = emptyTemplateMessage(templateValues(form()?.getState().values ?? {}));
    if (empty) toast("error", empty);
    else setDialog("save");
  };

  const remove = async () => {
    if (!template) return;
    try {
      await outputs.templates.inactivate(template.uuid_template);
    } catch (reason) {
      toast("error", toApiError(reason).message);
      throw reason;
    }
    toast("success", text.removed(template.name));
    refocus.current = true;
    setChosen("");
    changed();
  };

  // After a deletion (its button is gone) the focus goes to the picker read again, or to Salvar como
  // modelo when no template is left.
  const section = React.useRef<HTMLElement>(null);
  const saveButton = React.useRef<HTMLButtonElement>(null);
  const refocus = React.useRef(false);
  const onLoaded = React.useCallback((usable: boolean) => {
    if (!refocus.current) return;
    refocus.current = false;
    const picker = section.current?.querySelector<HTMLElement>('[role="combobox"]');
    (usable && picker ? picker : saveButton.current)?.focus();
  }, []);

  return (
    <section
      ref={section}
      aria-label={text.region}
      className="flex flex-col gap-3 tablet:flex-row tablet:flex-wrap tablet:items-end"
    >
      <TemplatePicker
        key={version}
        known={known}
        value={chosen}
        onValueChange={choose}
        onChooseAgain={choose}
        onLoaded={onLoaded}
      />
      {template ? (
        <div className="flex flex-col gap-2 tablet:flex-row">
          {/* Applies the chosen template again (after fields were edited), as choosing it again does. */}
          <Button type="button" variant="outline" onClick={() => apply(template)}>
            <ClipboardPaste className="size-4" aria-hidden />
            {text.apply}
          </Button>
          <Button type="button" variant="outline" onClick={() => setDialog("rename")}>
            <Pencil className="size-4" aria-hidden />
            {text.rename}
          </Button>
          <Button type="button" variant="outline" onClick={() => setDialog("remove")}>
            <Trash2 className="size-4" aria-hidden />
            {text.remove}
          </Button>
        </div>
      ) : null}
      <Button ref={saveButton} type="button" variant="outline" onClick={openSave}>
        {text.save}
      </Button>
      <TemplateNameDialog
        title={text.save}
        description={text.saveDescription}
        initialName=""
        open={dialog === "save"}
        onOpenChange={close}
        save={async (name) => {
          try {
            await outputs.templates.create({ name, values: templateValues(form()?.getState().values ?? {}) });
          } catch (reason) {
            return refusalOf(reason);
          }
          toast("success", text.saved(name));
          setDialog(null);
          changed();
          return undefined;
        }}
      />
      {template ? (
        <TemplateNameDialog
          key={template.uuid_template}
          title={text.rename}
          description={text.renameDescription(template.name)}
          initialName={template.name}
          open={dialog === "rename"}
          onOpenChange={close}
          save={async (name) => {
            try {
              const saved = await outputs.templates.update(
                template.uuid_template,
                { name, values: template.values },
                { version: template.updated_at },
              );
              known.set(saved.uuid_template, saved);
              toast("success", text.renamed(saved.name));
            } catch (reason) {
              return refusalOf(reason);
            }
            setDialog(null);
            changed();
            return undefined;
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === "apply" && template !== undefined}
        onOpenChange={close}
        title={text.apply}
        message={template ? text.applyMessage(template.name, listed(replaced)) : ""}
        confirmLabel={text.applyConfirm}
        onConfirm={() => {
          if (template) applyNow(template);
        }}
        onCloseAutoFocus={(event) => {
          if (!askedFromPicker.current) return;
          event.preventDefault();
          section.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
        }}
      />
      <ConfirmDialog
        open={dialog === "remove" && template !== undefined}
        onOpenChange={close}
        title={text.remove}
        message={template ? text.removeMessage(template.name) : ""}
        confirmLabel={text.removeConfirm}
        confirmVariant="danger"
        onConfirm={remove}
        onCloseAutoFocus={(event) => {
          // The deleted template's button is gone: the picker takes the focus once read again (onLoaded).
          if (refocus.current) event.preventDefault();
        }}
      />
    </section>
  );
}

/**
 * The searchable picker: the first page of the company's templates by name, then the server's search for
 * the text typed (a company with hundreds of templates finds any). Disabled while the first page loads
 * and when there is none.
 */
function TemplatePicker({
  known,
  value,
  onValueChange,
  onChooseAgain,
  onLoaded,
}: {
  known: Map<string, MtrTemplate>;
  value: string;
  onValueChange: (id: string) => void;
  /** The template already chosen, chosen again: applied again. */
  onChooseAgain: (id: string) => void;
  /** Told once the first page is in, whether the picker can be used. */
  onLoaded: (usable: boolean) => void;
}) {
  const text = outputCreateText.templates;
  const [loaded, setLoaded] = React.useState(false);
  const search = React.useCallback<SearchOptions>(
    (typed, signal) =>
      outputs.templates
        .list({ page: 1, perPage: TEMPLATES_PAGE_SIZE, search: typed || undefined, sort: "name" }, signal)
        .then((page) => {
          for (const item of page.data) known.set(item.uuid_template, item);
          return page.data.map(optionOf);
        })
        // A failed first page (option loads fail silently, spec 02 §8) reads as none saved.
        .finally(() => {
          if (!signal.aborted && !typed) setLoaded(true);
        }),
    [known],
  );
  // The template chosen through a search, past the first page, keeps its name once the list is read again.
  const chosenOf = React.useCallback<OptionOf>(
    (id, signal) => {
      const kept = known.get(id);
      return kept
        ? Promise.resolve(optionOf(kept))
        : outputs.templates.get(id, signal).then(
            (item) => (item.deleted_at ? null : optionOf(item)),
            () => null,
          );
    },
    [known],
  );
  const { options, searching, onSearchChange } = useSearchedOptions(search, { value, optionOf: chosenOf });
  const none = loaded && options.length === 0;
  React.useEffect(() => {
    if (loaded) onLoaded(!none);
  }, [loaded, none, onLoaded]);
  return (
    <div className="tablet:w-80">
      <Select
        label={text.choose}
        searchable
        placeholder={!loaded ? text.loading : none ? text.none : text.placeholder}
        options={options}
        value={value}
        disabled={!loaded || none}
        onValueChange={onValueChange}
        onChooseAgain={onChooseAgain}
        onSearchChange={onSearchChange}
        searching={searching}
      />
    </div>
  );
}
