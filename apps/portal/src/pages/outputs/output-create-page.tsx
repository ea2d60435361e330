// "Criar Documento de Saída" (spec 02 §2, §4, §5; issue 16): one form revealed in five steps (MTR
// option, then vehicle type, then a residue added, then vehicle plate, then the MTR responsible), each
// label highlighted until filled. Options come from the company's data (GET /outputs/options), so the
// destiny's licences, the transporter's drivers and costs follow the parties chosen.
import {
  type NfeCheck,
  OUTPUT_CODES,
  type Output,
  type OutputOptions,
  type OutputPartyOption,
  type Provider,
  type ProviderOption,
  refusalMessage,
  toApiError,
} from "@trilha/api";
import {
  asksForMappings,
  checkNfeMatches,
  clearedByPartyChange,
  DOCUMENT_TYPES,
  documentTypeLabels,
  Form,
  FormDatePicker,
  FormFilePicker,
  FormMaskedField,
  FormRadioGroup,
  FormSelect,
  FormTextarea,
  FormTextField,
  MTR_OPTIONS,
  MTR_RESPONSIBLES,
  mtrOptionLabels,
  mtrResponsibleLabels,
  NFE_NUMBER_MAX,
  NFE_XML_MAX_BYTES,
  type NfeFill,
  nfeFill,
  OBSERVATIONS_MAX,
  type OutputDocumentValues,
  type OutputParty,
  outputDocumentLabels,
  outputDocumentSchema,
  partiesRegisteredAbroad,
  QUANTITY_DECIMALS,
  RESIDUE_MEASURE_UNIT,
  RESPONSIBLE_NAME_MAX,
  residueLineLabels,
  residueLineSchema,
  SEAL_NUMBER_MAX,
  SubmitButton,
  submissionErrors,
  submitFlags,
  transportCostLostByRemoving,
  transportCostsFor,
  useFormApi,
  useFormSelector,
  useFormValue,
} from "@trilha/forms";
import {
  ConfirmDialog,
  type FormTableColumn,
  ProgressiveSteps,
  type SelectOption,
  TextField,
} from "@trilha/ui";
import { TriangleAlert } from "lucide-react";
import * as React from "react";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import { FieldSection } from "../../resources/company-fields";
import { FocusOnRefusal, focusAndToastOnBlockedSubmit } from "../../resources/focus-on-refusal";
import { type FormState, textOf } from "../../resources/form-state";
import { formatQuantity } from "../../resources/format";
import {
  type Draft,
  draftNumber,
  draftSelect,
  type IncludedRow,
  InclusionTable,
} from "../../resources/inclusion-table";
import { useLeaveAfterSave } from "../../resources/leave-after-save";
import { useLeaveGuard } from "../../resources/leave-guard";
import { type Upload, UploadProgress } from "../../resources/upload-progress";
import { useFetched } from "../../resources/use-fetched";
import { useStateOptions } from "../../resources/use-options";
import { type OptionOf, type SearchOptions, useSearchedOptions } from "../../resources/use-searched-options";
import { paths, toPath } from "../../routes/paths";
import { session } from "../../session/store";
import { dismissToast, toast } from "../../toasts/toasts";
import { providerOption } from "../providers/format";
import { providers } from "../providers/providers-api";
import { labelOf, useResidueOptions } from "../residues/use-residue-options";
import { outputCreateText as outputText } from "./create-text";
import { IntegratedSystemsDialog, type MissingResidue } from "./integrated-systems-dialog";
import { MtrTemplateBar } from "./mtr-templates";
import { outputs } from "./outputs-api";

const choices = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** An id for each included line (spec: "Incluir appends a row with a generated uuid"). */
function newLineId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const noOptions: OutputOptions = {
  recipients: [],
  transporters: [],
  drivers: [],
  licenses: [],
  residues: [],
  transport_costs: [],
};

/** GET /outputs/options' answer, with the parties it was asked for. */
type FetchedOptions = { options: OutputOptions; destiny: string; transporter: string };

/**
 * The options for the parties chosen so far, reloaded when the destiny or the transporter changes;
 * undefined until the first answer. The previous answer stays until the next arrives: `destiny` and
 * `transporter` tell which parties it is for.
 */
function useOutputOptions(destiny: string, transporter: string): FetchedOptions | undefined {
  const load = React.useCallback(
    (signal: AbortSignal) =>
      outputs
        .options({ destiny: destiny || undefined, transporter: transporter || undefined }, signal)
        .then((options) => ({ options, destiny, transporter })),
    [destiny, transporter],
  );
  return useFetched(load);
}

/**
 * Why a select of the party's records opens empty (the destiny has no licence in force, the
 * transporter no driver), with a link to the provider's section where they are registered; nothing
 * until the party is chosen and its list has arrived.
 */
function emptyListHint(
  party: string,
  fetchedFor: string | undefined,
  list: readonly unknown[],
  text: string,
  link: string,
  section: string,
) {
  if (!party || fetchedFor !== party || list.length > 0) return undefined;
  return (
    <>
      {text}{" "}
      <Link
        to={`${toPath(paths.providerEdit, { id: party })}?secao=${section}`}
        className="font-semibold text-primary-dark underline underline-offset-2"
      >
        {link}
      </Link>
      .
    </>
  );
}

type PartyType = "recipient" | "carrier";

/** A party as its select offers it, with the legal name and registry the public systems' rule reads. */
type PartySelectOption = SelectOption & OutputParty;

/**
 * A provider as GET /outputs/options names a party: by its trading name, carrying its legal name and
 * registry type as that answer does (OutputPartyOption).
 */
const partyOption = (p: ProviderOption): PartySelectOption => {
  const option = providerOption(p, "trading_name");
  return {
    ...option,
    company_name: p.company?.company_name || option.label,
    registry_type: p.company?.registry_type ?? null,
  };
};

/** A party no answer held (an applied "MTR Modelo"'s), by its record; null unless active and of the type. */
const partyOf =
  (type: PartyType): OptionOf<PartySelectOption> =>
  (uuid, signal) =>
    providers.get(uuid, signal).then(
      (p: Provider) => (!p.deleted_at && p.types.some((t) => t.code === type) ? partyOption(p) : null),
      () => null,
    );
const partiesOf: Record<PartyType, OptionOf<PartySelectOption>> = {
  recipient: partyOf("recipient"),
  carrier: partyOf("carrier"),
};

/**
 * Destinatário's or Transportador's options: those GET /outputs/options gives (its first 200), then the
 * company's active providers of the type the server finds for the text typed (GET /providers?type=…
 * &search=…, the same set /outputs/options reads: company, not inactive, offering the service), so a
 * party past the first 200 can be chosen. `value` is the field's, kept labelled.
 */
function usePartyOptions(type: PartyType, first: OutputPartyOption[] | undefined, value: string) {
  const search = React.useCallback<SearchOptions<PartySelectOption>>(
    (text, signal) =>
      text
        ? providers.options(type, text, signal).then((found) => found.map(partyOption))
        : Promise.resolve(first ?? []),
    [type, first],
  );
  // A value is looked up only once the first answer is in: most are on it.
  return useSearchedOptions(search, { value: first ? value : undefined, optionOf: partiesOf[type] });
}

/**
 * The output's residues lacking their integrated systems' codes (the options tell, per residue) for an
 * MTR for the public systems, each once; `saved` are the ones just filled in the dialog.
 */
export function missingResidues(
  values: Pick<OutputDocumentValues, "mtr_option" | "residues">,
  options: OutputOptions,
  saved: ReadonlySet<string> = new Set(),
): MissingResidue[] {
  if (!asksForMappings(values.mtr_option)) return [];
  const uuids = [...new Set((values.residues ?? []).map((line) => line.residue))];
  return uuids.flatMap((uuid) => {
    const option = options.residues.find((residue) => residue.value === uuid);
    const systems = option?.missing_systems ?? [];
    if (!option || systems.length === 0 || saved.has(uuid)) return [];
    return [{ uuid, name: option.label, systems, mappings: option.integrated_systems ?? {} }];
  });
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== "";

/** Which steps are filled (spec 02 §4's order), from the form's values. */
export function stepsFilled(values: Record<string, unknown>) {
  const isNfe = values.document_type === "nfe";
  const documentDone =
    filled(values.document_type) &&
    (!isNfe || (filled(values.nfe_number) && filled(values.emission_date) && filled(values.nfe_xml)));
  return {
    documentDone,
    document: documentDone && filled(values.mtr_option),
    parties: filled(values.destiny) && filled(values.transporter) && filled(values.vehicle_type),
    residues: Array.isArray(values.residues) && values.residues.length > 0,
    transport: filled(values.vehicle_plate),
    generator: filled(values.mtr_responsible),
  };
}

type NfeRead = {
  file: File;
  destiny: string;
  /** The file's last answer (kept when a later check, for another destiny, could not answer). */
  answer: NfeCheck | null;
  warnings: NfeCheck["warnings"];
  filled: NfeFill;
};

/**
 * The NF-e XML read by the server as soon as it is picked (POST /outputs/nfe): `check` refuses it in the
 * picker, with the server's words, where the save would (unreadable, already on an active output of the
 * company); `warnings` say, for the destiny chosen so far, where its recipient or issuer are not the
 * output's (asked again when the destiny changes). A check that cannot answer refuses nothing: the save
 * reads the XML again. The first answer for a file fills Número da nota fiscal and Data de emissão where
 * still blank (`filled` says which), never what the user typed (nfeFill), and shows at once where what
 * was typed differs (checkNfeMatches, the form's validation); `answer` is the file's read, null while
 * none (no file, another file picked, no answer yet).
 */
function useNfeRead(form: FormState["form"], file: unknown, destiny: string) {
  const [read, setRead] = React.useState<NfeRead | null>(null);
  // The last file that filled the invoice fields, and the values XMLs put there.
  const filledFor = React.useRef<File | null>(null);
  const fromXml = React.useRef<NfeFill>({});
  // react-final-form hands a new `form` object at each render of the form (its reset wrapped): read
  // through a ref, so that a render of the form while a check is out (the page's rules changing) does
  // not abort it and ask again.
  const formNow = React.useRef(form);
  formNow.current = form;
  const answered = React.useCallback((picked: File, forDestiny: string, answer: NfeCheck | null) => {
    const formApi = formNow.current;
    let filled: NfeFill | undefined;
    if (answer && filledFor.current !== picked) {
      filledFor.current = picked;
      const values = formApi.getState().values;
      filled = nfeFill(values, answer, fromXml.current);
      fromXml.current = { ...fromXml.current, ...filled };
      for (const [name, value] of Object.entries(filled)) formApi.change(name, value);
      // A value typed that the XML contradicts is said at once, even in a field still focused (a file
      // dropped on the picker): the field counts as visited.
      for (const name of Object.keys(checkNfeMatches(answer, values))) formApi.blur(name);
    }
    setRead((previous) => ({
      file: picked,
      destiny: forDestiny,
      answer: answer ?? (previous?.file === picked ? previous.answer : null),
      warnings: answer?.warnings ?? {},
      filled: filled ?? (previous?.file === picked ? previous.filled : {}),
    }));
  }, []);
  const check = React.useCallback(
    async (picked: File) => {
      try {
        answered(picked, destiny, await outputs.checkNfe(picked, destiny || undefined));
        return undefined;
      } catch (reason) {
        return toApiError(reason).fields?.nfe_xml;
      }
    },
    [destiny, answered],
  );
  React.useEffect(() => {
    if (!(file instanceof File) || (read?.file === file && read.destiny === destiny)) return;
    const controller = new AbortController();
    outputs.checkNfe(file, destiny || undefined, controller.signal).then(
      (answer) => answered(file, destiny, answer),
      () => {
        if (!controller.signal.aborted) answered(file, destiny, null);
      },
    );
    return () => controller.abort();
  }, [file, destiny, read, answered]);
  const current = file instanceof File && read?.file === file ? read : null;
  return {
    check,
    answer: current?.answer ?? null,
    warnings: current?.warnings ?? {},
    filled: current?.filled ?? {},
  };
}

/** Says which invoice fields the XML filled, under XML da nota fiscal (read out when it appears). */
const filledHint = (filled: NfeFill) => {
  const text =
    filled.nfe_number && filled.emission_date
      ? outputText.nfeFilled.both
      : filled.nfe_number
        ? outputText.nfeFilled.number
        : filled.emission_date
          ? outputText.nfeFilled.date
          : undefined;
  return text ? (
    <span role="status" className="block">
      {text}
    </span>
  ) : undefined;
};

/** A warning under a field: read out when it appears, never blocking. */
const warningHint = (text: string | undefined) =>
  text ? (
    <span role="status" className="inline-flex items-start gap-1 font-semibold text-text">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      {text}
    </span>
  ) : undefined;

function ResidueLineEditor({
  draft,
  options,
  licensesHint,
}: {
  draft: Draft;
  options: OutputOptions;
  licensesHint: React.ReactNode;
}) {
  const packagings = useResidueOptions("packagings");
  const states = useStateOptions();
  // Each new line gets its id as the editor (re)starts empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is a new, empty line
  React.useEffect(() => {
    if (!draft.text("uuid")) draft.set("uuid", newLineId());
  }, [draft.version]);
  const residue = options.residues.find((option) => option.value === draft.text("residue"));
  const residueOptions: SelectOption[] = options.residues.map(({ value, label }) => ({ value, label }));
  return (
    <>
      {draftSelect(draft, "residue", residueLineLabels.residue, residueOptions)}
      {draftSelect(draft, "authorization", residueLineLabels.authorization, options.licenses, {
        hint: licensesHint,
      })}
      {draftNumber(draft, "quantity", residueLineLabels.quantity, {
        decimals: QUANTITY_DECIMALS,
        required: true,
      })}
      <TextField label={residueLineLabels.measure_unity} value={outputText.tons} readOnly />
      {/* Optional (spec 02 §5: residue, authorization, quantity and origin are required). */}
      {draftSelect(draft, "packaging", residueLineLabels.packaging, packagings, { required: false })}
      {draftNumber(draft, "packaging_quantity", residueLineLabels.packaging_quantity, {
        decimals: QUANTITY_DECIMALS,
      })}
      <TextField
        label={outputText.residueValue}
        value={residue ? (residue.unit_value ?? outputText.noNegotiation) : ""}
        readOnly
      />
      {draftSelect(draft, "origin", residueLineLabels.origin, states)}
    </>
  );
}

function ResiduesStep({ options, licensesHint }: { options: OutputOptions; licensesHint: React.ReactNode }) {
  const form = useFormApi();
  const packagings = useResidueOptions("packagings");
  const states = useStateOptions();
  const columns: FormTableColumn<IncludedRow>[] = [
    {
      key: "residue",
      header: residueLineLabels.residue,
      render: (row) => labelOf(options.residues, row.residue),
    },
    {
      key: "authorization",
      header: residueLineLabels.authorization,
      render: (row) => labelOf(options.licenses, row.authorization),
    },
    {
      key: "quantity",
      header: residueLineLabels.quantity,
      // As the detail page and the MTR write it ("1.234,5 t").
      render: (row) => `${formatQuantity(Number(row.quantity))} t`,
    },
    {
      key: "packaging",
      header: residueLineLabels.packaging,
      render: (row) => labelOf(packagings, row.packaging),
    },
    {
      key: "packaging_quantity",
      header: residueLineLabels.packaging_quantity,
      render: (row) => formatQuantity(row.packaging_quantity == null ? null : Number(row.packaging_quantity)),
    },
    // The state's name, as Origem's select says it ('São Paulo', not the line's 'SP').
    { key: "origin", header: residueLineLabels.origin, render: (row) => labelOf(states, row.origin) },
  ];
  return (
    <InclusionTable
      name="residues"
      title={outputText.residuesTable}
      item={outputText.residueItem}
      schema={() => residueLineSchema}
      labels={residueLineLabels}
      columns={columns}
      removalQuestion={(row, index) => {
        const { values } = form.getState();
        const cost = transportCostLostByRemoving(
          options.transport_costs,
          values.residues as OutputDocumentValues["residues"] | undefined,
          index,
          values.transport_cost,
        );
        if (!cost) return undefined;
        const { title, message, confirm } = outputText.removeCostLine;
        return { title, confirm, message: message(labelOf(options.residues, row.residue), cost.label) };
      }}
    >
      {(draft) => <ResidueLineEditor draft={draft} options={options} licensesHint={licensesHint} />}
    </InclusionTable>
  );
}

type Party = "destiny" | "transporter";
/** The parties chosen, as their selects offer them: undefined until chosen and listed. */
type ChosenParties = Partial<Record<Party, PartySelectOption>>;
type PartyQuestion = { party: Party; to: string; title: string; message: string; confirm: string };

function clearParty(form: FormState["form"], party: Party) {
  for (const field of clearedByPartyChange(party, form.getState().values)) form.change(field, undefined);
}

/**
 * The question another party asks before emptying what was chosen for the previous one (null when nothing
 * was): residue lines included for a Destinatário; a Motorista or a Custo do transporte for a Transportador,
 * named with what was chosen.
 */
function partyQuestion(
  party: Party,
  values: Record<string, unknown>,
  options: OutputOptions,
  transportCosts: readonly SelectOption[],
): Omit<PartyQuestion, "party" | "to"> | null {
  if (party === "destiny") {
    const lines = values.residues;
    return Array.isArray(lines) && lines.length > 0 ? outputText.changeDestiny : null;
  }
  const cleared = clearedByPartyChange(party, values);
  const driver = textOf(values, "driver");
  const cost = cleared.includes("transport_cost") ? textOf(values, "transport_cost") : "";
  if (!driver && !cost) return null;
  const { changeTransporter } = outputText;
  return {
    ...changeTransporter,
    message: changeTransporter.message(
      driver ? labelOf(options.drivers, driver) : null,
      cost ? labelOf(transportCosts, cost) : null,
    ),
  };
}

const valuesOnly = { values: true } as const;
type StepsFilled = ReturnType<typeof stepsFilled>;
const sameSteps = (a: StepsFilled, b: StepsFilled) =>
  (Object.keys(a) as (keyof StepsFilled)[]).every((step) => a[step] === b[step]);

function OutputForm({
  uploads,
  optionsRef,
  onNfeRead,
  onPartiesChosen,
}: {
  uploads: Upload[];
  /** Where the page reads the options the form shows, to ask for missing codes on submit. */
  optionsRef: React.RefObject<OutputOptions>;
  /** The NF-e read of the XML the field holds (null when none), for the form's validation. */
  onNfeRead: (read: NfeCheck | null) => void;
  /** The parties chosen (their registry: a party abroad is refused by an MTR for the public systems). */
  onPartiesChosen: (parties: ChosenParties) => void;
}) {
  // What the form's frame reads, each drawing it again only when it changes: typing in a field draws
  // that field alone (output-renders unit test), unless it fills or empties a step.
  const form = useFormApi();
  const done = useFormSelector((state) => stepsFilled(state.values ?? {}), valuesOnly, sameSteps);
  const documentType = useFormValue("document_type");
  const nfeXml = useFormValue("nfe_xml");
  const mtrOption = useFormValue("mtr_option");
  const lines = useFormValue<OutputDocumentValues["residues"]>("residues");
  const { user } = useSnapshot(session);
  const destiny = useFormValue<string>("destiny") ?? "";
  const transporter = useFormValue<string>("transporter") ?? "";
  const fetched = useOutputOptions(destiny, transporter);
  const options = fetched?.options ?? noOptions;
  optionsRef.current = options;
  const recipients = usePartyOptions("recipient", fetched?.options.recipients, destiny);
  const transporters = usePartyOptions("carrier", fetched?.options.transporters, transporter);
  const destinyParty = recipients.options.find((option) => option.value === destiny);
  const transporterParty = transporters.options.find((option) => option.value === transporter);
  React.useEffect(
    () => onPartiesChosen({ destiny: destinyParty, transporter: transporterParty }),
    [destinyParty, transporterParty, onPartiesChosen],
  );
  const { emptyLists } = outputText;
  const licensesHint = emptyListHint(
    destiny,
    fetched?.destiny,
    options.licenses,
    emptyLists.licenses,
    emptyLists.addLicense,
    "licencas",
  );
  const driversHint = emptyListHint(
    transporter,
    fetched?.transporter,
    options.drivers,
    emptyLists.drivers,
    emptyLists.addDriver,
    "colaboradores",
  );
  const vehicleTypes = useResidueOptions("vehicleTypes");
  const waitsId = React.useId();
  const isNfe = documentType === "nfe";
  const nfe = useNfeRead(form, isNfe ? nfeXml : undefined, destiny);
  React.useEffect(() => onNfeRead(nfe.answer), [nfe.answer, onNfeRead]);
  const xmlFilled = filledHint(nfe.filled);
  const xmlWarning = warningHint(nfe.warnings.nfe_xml);

  // The tracker fills the responsible's name for "Usuário logado" but never overwrites a name typed.
  const responsible = useFormValue<string>("mtr_responsible") ?? "";
  React.useEffect(() => {
    if (responsible === "logged_user" && !textOf(form.getState().values, "responsible_name") && user?.name) {
      form.change("responsible_name", user.name);
    }
  }, [responsible, form, user?.name]);

  // Custo do transporte offers the costs negotiated for the document's residue lines (and 'Sem custo
  // negociado'), as the save accepts; one chosen for a residue no longer on a line is cleared, once the
  // options are the chosen transporter's (an applied template's cost is not cleared before they arrive).
  const transportCosts = transportCostsFor(options.transport_costs, lines);
  const cost = useFormValue<string>("transport_cost") ?? "";
  const costOffLines =
    cost !== "" &&
    fetched?.transporter === transporter &&
    options.transport_costs.some((option) => option.value === cost) &&
    !transportCosts.some((option) => option.value === cost);
  React.useEffect(() => {
    if (costOffLines) form.change("transport_cost", undefined);
  }, [costOffLines, form]);

  // Another party empties what was chosen for the previous one: Destinatário the residue lines (each names
  // one of its licences and is priced by its negotiation), Transportador Motorista and Custo do transporte
  // (its employee, its negotiation). With any of them chosen, the previous party is kept until the user
  // confirms, and the answer gives the focus back to the party's field (its list is gone by then).
  // Kept while the dialog closes, so its texts stay and its focus goes back to that party.
  const [partyAsked, setPartyAsked] = React.useState<(PartyQuestion & { open: boolean }) | null>(null);
  const partyFields = {
    destiny: React.useRef<HTMLDivElement>(null),
    transporter: React.useRef<HTMLDivElement>(null),
  };
  const changeParty = (party: Party) => (to: string) => {
    const from = party === "destiny" ? destiny : transporter;
    if (to === from) return;
    // A party chosen is an answer: the field's refusal (a party abroad for the public systems) shows at once.
    form.blur(party);
    const question = from ? partyQuestion(party, form.getState().values, options, transportCosts) : null;
    if (question) {
      form.change(party, from);
      setPartyAsked({ ...question, party, to, open: true });
    } else clearParty(form, party);
  };

  const steps = [
    {
      id: "document",
      label: outputText.steps.document,
      complete: done.document,
      content: (
        <FieldSection title={outputText.sections.document}>
          <FormSelect name="document_type" required options={choices(DOCUMENT_TYPES, documentTypeLabels)} />
          {isNfe ? (
            <>
              <FormTextField name="nfe_number" required inputMode="numeric" maxLength={NFE_NUMBER_MAX} />
              <FormDatePicker name="emission_date" required past />
              <FormFilePicker
                name="nfe_xml"
                required
                kind="xml"
                maxSize={NFE_XML_MAX_BYTES}
                check={nfe.check}
                hint={
                  xmlFilled || xmlWarning ? (
                    <>
                      {xmlFilled}
                      {xmlWarning}
                    </>
                  ) : undefined
                }
              />
            </>
          ) : null}
          {done.documentDone ? (
            <FormRadioGroup name="mtr_option" required options={choices(MTR_OPTIONS, mtrOptionLabels)} />
          ) : null}
        </FieldSection>
      ),
    },
    {
      id: "parties",
      label: outputText.steps.parties,
      complete: done.parties,
      content: (
        <FieldSection title={outputText.sections.parties}>
          <div ref={partyFields.destiny} className="contents">
            <FormSelect
              name="destiny"
              required
              searchable
              {...recipients}
              onValueChange={changeParty("destiny")}
              hint={warningHint(nfe.warnings.destiny)}
            />
          </div>
          <div ref={partyFields.transporter} className="contents">
            <FormSelect
              name="transporter"
              required
              searchable
              {...transporters}
              onValueChange={changeParty("transporter")}
            />
          </div>
          <FormSelect name="vehicle_type" required options={vehicleTypes} />
        </FieldSection>
      ),
    },
    {
      id: "residues",
      label: outputText.steps.residues,
      complete: done.residues,
      content: <ResiduesStep options={options} licensesHint={licensesHint} />,
    },
    {
      id: "transport",
      label: outputText.steps.transport,
      complete: done.transport,
      content: (
        <FieldSection title={outputText.sections.transport}>
          <FormSelect name="transport_cost" required options={transportCosts} />
          <FormSelect name="driver" required options={options.drivers} hint={driversHint} />
          <FormMaskedField name="vehicle_plate" mask="plate" required />
          <FormMaskedField name="trailer_plate" mask="plate" />
          <FormTextField name="seal_number" maxLength={SEAL_NUMBER_MAX} />
          <FormTextarea
            name="observations"
            counter="plain"
            maxLength={OBSERVATIONS_MAX}
            className="tablet:col-span-2"
          />
        </FieldSection>
      ),
    },
    {
      id: "generator",
      label: outputText.steps.generator,
      complete: done.generator,
      content: (
        <FieldSection title={outputText.sections.generator}>
          <FormRadioGroup
            name="mtr_responsible"
            required={mtrOption !== "none"}
            options={choices(MTR_RESPONSIBLES, mtrResponsibleLabels)}
          />
          <FormTextField
            name="responsible_name"
            required={mtrOption !== "none"}
            maxLength={RESPONSIBLE_NAME_MAX}
          />
          <FormFilePicker name="generator_ticket" required={mtrOption !== "none"} kind="pdfOrImage" />
        </FieldSection>
      ),
    },
  ];

  return (
    <>
      <ConfirmDialog
        open={partyAsked?.open ?? false}
        onOpenChange={(open) => {
          if (!open) setPartyAsked((asked) => asked && { ...asked, open: false });
        }}
        title={partyAsked?.title}
        message={partyAsked?.message}
        confirmLabel={partyAsked?.confirm}
        confirmVariant="danger"
        onConfirm={() => {
          if (partyAsked === null) return;
          form.batch(() => {
            form.change(partyAsked.party, partyAsked.to);
            clearParty(form, partyAsked.party);
          });
        }}
        onCloseAutoFocus={(event) => {
          if (partyAsked === null) return;
          event.preventDefault();
          partyFields[partyAsked.party].current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
        }}
      />
      <ProgressiveSteps
        steps={steps}
        footer={
          <div className="flex flex-col gap-4">
            <UploadProgress uploads={uploads} />
            <div className="flex flex-wrap items-center justify-end gap-3">
              {done.generator ? null : (
                <p id={waitsId} className="text-sm text-text-muted">
                  {outputText.submitWaits}
                </p>
              )}
              {/* Focusable while off, so Tab reaches it and reads why (its description). */}
              <SubmitButton
                disabled={!done.generator}
                disabledFocusable
                aria-describedby={done.generator ? undefined : waitsId}
              >
                {outputText.submit}
              </SubmitButton>
            </div>
          </div>
        }
      />
    </>
  );
}

export function OutputCreatePage() {
  const after = useLeaveAfterSave();
  const [uploads, setUploads] = React.useState<Upload[]>([]);
  const initialValues = React.useMemo(() => ({ residues: [] }), []);
  const formApi = React.useRef<FormState["form"] | null>(null);
  const optionsRef = React.useRef<OutputOptions>(noOptions);
  // The residues whose codes the dialog asks for (open while there are some), and those just saved.
  const [missing, setMissing] = React.useState<MissingResidue[]>([]);
  const saved = React.useRef(new Set<string>());
  // Another route taken with the form half filled asks first (the issue itself leads to the document).
  const leave = useLeaveGuard({ form: () => formApi.current });
  // The XML's number and day, once read: a number or date typed that differs is refused on its field
  // at once (checkNfeMatches, the save's own rule), until it matches or the XML is removed or replaced.
  const [xml, setXml] = React.useState<{ number: string; emission_date: string } | null>(null);
  const onNfeRead = React.useCallback(
    (read: NfeCheck | null) =>
      setXml((before) =>
        read?.number === before?.number && read?.emission_date === before?.emission_date
          ? before
          : read && { number: read.number, emission_date: read.emission_date },
      ),
    [],
  );
  // The refusals said in toasts while filling ('Confira os campos destacados.'): closed once the document
  // is saved, so the document's page does not open under an error that no longer applies.
  const refusals = React.useRef<string[]>([]);
  const refused = (id: string) => {
    refusals.current.push(id);
  };
  // The parties chosen, as offered: one registered abroad is refused on its field at once for an MTR for
  // the public systems (partiesRegisteredAbroad, the save's own rule), until another option or party.
  const [parties, setParties] = React.useState<ChosenParties>({});
  const validate = React.useCallback(
    (values: Record<string, unknown>) => {
      const held = (party: Party) => {
        const chosen = parties[party];
        return chosen && chosen.value === values[party] ? chosen : undefined;
      };
      return {
        ...(xml ? checkNfeMatches(xml, values) : {}),
        ...partiesRegisteredAbroad(values.mtr_option, {
          destiny: held("destiny"),
          transporter: held("transporter"),
        }),
      };
    },
    [xml, parties],
  );

  // Once the document is saved the form is never sent again on its way to the document's page (`once`).
  const submit = after.once(async (values: OutputDocumentValues) => {
    const asked = missingResidues(values, optionsRef.current, saved.current);
    if (asked.length > 0) {
      setMissing(asked);
      return undefined;
    }
    try {
      const created: Output = await outputs.create(
        {
          ...values,
          residues: values.residues.map((line) => ({ ...line, measure_unity: RESIDUE_MEASURE_UNIT })),
        },
        { onProgress: (percent) => setUploads([{ key: "output", label: outputText.uploading, percent }]) },
      );
      for (const id of refusals.current.splice(0)) dismissToast(id);
      toast("success", created.mtr_number ? outputText.issued(created.mtr_number) : outputText.saved);
      // The form stays submitting (Confirmar e Emitir busy) until the document's page has opened: its code
      // and data take a while on a phone, and a second press meanwhile issued a second MTR.
      await after.leave(toPath(paths.outputDetail, { id: created.uuid_output }));
    } catch (reason) {
      const error = toApiError(reason);
      if (error.code === OUTPUT_CODES.MISSING_SYSTEM_MAPPINGS) {
        // The options the form held were older than the residues: read them again and ask.
        saved.current.clear();
        const fresh = await outputs
          .options({ destiny: values.destiny, transporter: values.transporter })
          .catch(() => null);
        const again = fresh ? missingResidues(values, fresh) : [];
        if (again.length > 0) {
          setMissing(again);
          return submissionErrors(error.fields);
        }
      }
      refused(toast("error", error.fields ? outputText.refused : refusalMessage(error, outputText.failed)));
      return submissionErrors(error.fields);
    } finally {
      setUploads([]);
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-primary-dark">{outputText.createTitle}</h1>
      <MtrTemplateBar form={() => formApi.current} />
      {/* A field the form's own checks refuse may be steps above the button: it is shown and focused,
          and the toast says so, as for the server's refusal. */}
      <div
        className="contents"
        onSubmitCapture={focusAndToastOnBlockedSubmit(() => formApi.current, outputText.refused, refused)}
      >
        <Form<OutputDocumentValues>
          schema={outputDocumentSchema}
          labels={outputDocumentLabels}
          initialValues={initialValues}
          validate={validate}
          onSubmit={submit}
          aria-label={outputText.createTitle}
          // Only the submit flags draw the form's frame again: a field's value or focus draws that field and
          // what reads it (OutputForm's parts read their own values; output-renders unit test).
          subscription={submitFlags}
        >
          {(state) => {
            formApi.current = state.form;
            return (
              <>
                {/* A field the server refused may be steps above the button: it is shown and focused. */}
                <FocusOnRefusal state={state} />
                <OutputForm
                  uploads={uploads}
                  optionsRef={optionsRef}
                  onNfeRead={onNfeRead}
                  onPartiesChosen={setParties}
                />
              </>
            );
          }}
        </Form>
      </div>
      <IntegratedSystemsDialog
        missing={missing}
        onCancel={() => setMissing([])}
        onSaved={(uuids) => {
          for (const uuid of uuids) saved.current.add(uuid);
          setMissing([]);
          void formApi.current?.submit();
        }}
      />
      {leave.dialog}
    </div>
  );
}
