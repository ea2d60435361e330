import {
  type ApiError,
  OUTPUT_CODES,
  type Output,
  type OutputEvent,
  refusalMessage,
  toApiError,
} from "@trilha/api";
import {
  accessKeyGroups,
  type CdfValues,
  cdfLabels,
  cdfSchema,
  documentTypeLabels,
  FormDatePicker,
  FormNumberField,
  FormTextarea,
  FormTextField,
  mtrIssueDay,
  mtrOptionLabels,
  mtrResponsibleLabels,
  OBSERVATIONS_MAX,
  outputDocumentLabels,
  QUANTITY_DECIMALS,
  RESIDUE_MEASURE_UNIT,
  type ReceiptValues,
  receiptDateBounds,
  receiptLabels,
  receiptSchemaFor,
  submissionErrors,
  TREATMENT_MAX,
  today,
} from "@trilha/forms";
import { Button, FileLink, formatDecimal, formatTimestamp, Skeleton } from "@trilha/ui";
import * as React from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router-dom";
import { files } from "../../api/shared-api";
import { storedFileOf } from "../../resources/columns";
import { FileDownloads } from "../../resources/file-downloads";
import { FormDialog } from "../../resources/form-dialog";
import { formatDate, formatMoney } from "../../resources/format";
import { JustificationDialog } from "../../resources/justification-dialog";
import { LoadFailed } from "../../resources/load-failed";
import { resourceText } from "../../resources/text";
import { useRecord } from "../../resources/use-record";
import { paths, toPath } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { ACTION_PARAM, actionOf, stepLabel, stepsOf } from "./output-actions";
import { documentLabel, downloadCdf, downloadMtr, OutputStatusBadges } from "./output-display";
import { per, quantity, ResidueLines } from "./output-residue-lines";
import { outputs } from "./outputs-api";
import { outputText } from "./text";

const f = outputText.fields;

/** A document's answer keeps its lines and timeline; a lifecycle step answers the same shape. */
type Entry = [label: string, value: React.ReactNode];

function Fields({ entries }: { entries: Entry[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 tablet:grid-cols-2">
      {entries.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-text-muted">{label}</dt>
          {/* Typed text keeps its line breaks (Observações do recebimento, a justification). */}
          <dd className="font-semibold break-words whitespace-pre-line">{value || outputText.notInformed}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The NF-e access key in groups of four, as the MTR PDF and the DANFE print it; the groups are set apart
 * by a margin, not a space, so that a copy (into SEFAZ's query, which takes 44 digits) gives the digits.
 * A line may break between two groups (the margin trails the group, so no line starts indented).
 */
function AccessKey({ value }: { value: string }) {
  return (
    <span data-slot="access-key" className="tabular-nums">
      {accessKeyGroups(value).map((group, index, groups) => (
        <React.Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className={index < groups.length - 1 ? "me-[0.6ch]" : undefined}>{group}</span>
        </React.Fragment>
      ))}
    </span>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-md border border-border bg-surface p-4"
    >
      <h2 id={id} className="text-lg font-semibold text-primary-dark">
        {title}
      </h2>
      {children}
    </section>
  );
}

function transportCost(output: Output) {
  if (output.transport_cost === "none" || !output.transport_cost_value) return outputText.noTransportCost;
  const costPer = per(output.transport_cost_per);
  return `${formatMoney(Number(output.transport_cost_value))}${costPer ? `/${costPer}` : ""}`;
}

/** A stored file of the document (the form's label), its display name linked for download. */
function fileEntry(output: Output, field: "nfe_xml" | "generator_ticket"): Entry {
  const file = storedFileOf(output, field);
  return [
    outputDocumentLabels[field],
    file ? <FileLink key={field} file={file} className="max-w-full" /> : null,
  ];
}

type Divergence = { residue: string; sent: number; received: number };

type RelayStep = keyof typeof outputText.relayed;
const relayStep = (step: unknown): RelayStep | null =>
  typeof step === "string" && Object.hasOwn(outputText.relayed, step) ? (step as RelayStep) : null;

function eventTitle(event: OutputEvent): string {
  const detail = event.detail;
  const system = String(detail.system ?? "");
  // The send has no step; a lifecycle step relayed to the public system names it.
  const step = relayStep(detail.step);
  if (event.action === "sent") {
    if (step === "cdf") return outputText.relayed.cdf(system, String(detail.cdf_number ?? ""));
    if (step) return outputText.relayed[step](system);
    return outputText.events.sent(system, String(detail.number ?? ""));
  }
  if (event.action === "send_failed" && step) return outputText.relayFailed[step](system);
  return outputText.events[event.action];
}

function EventDetail({ event }: { event: OutputEvent }) {
  const detail = event.detail;
  if (event.action === "received") {
    const divergences = (Array.isArray(detail.divergences) ? detail.divergences : []) as Divergence[];
    // A line's quantities are in tonnes (RESIDUE_MEASURE_UNIT), written as the lines above write them.
    const tonnes = (n: number) => quantity(n, RESIDUE_MEASURE_UNIT);
    return (
      <>
        {typeof detail.receiver_name === "string" ? (
          <p>{outputText.receivedBy(detail.receiver_name)}</p>
        ) : null}
        {divergences.length ? (
          <>
            <p className="font-semibold">{outputText.divergences}</p>
            <ul className="list-disc pl-5">
              {divergences.map((d) => (
                <li key={d.residue}>
                  {outputText.divergence(d.residue, tonnes(d.sent), tonnes(d.received))}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{outputText.noDivergence}</p>
        )}
      </>
    );
  }
  if (event.action === "closed" && typeof detail.cdf_number === "string")
    return <p>{outputText.cdf(detail.cdf_number)}</p>;
  if (event.action === "cancelled" && typeof detail.justification === "string")
    return <p className="break-words whitespace-pre-line">{detail.justification}</p>;
  if (event.action === "send_failed" && typeof detail.message === "string")
    return <p className="break-words">{detail.message}</p>;
  return null;
}

function Timeline({ events }: { events: OutputEvent[] }) {
  return (
    // A name or a justification without spaces wraps inside the card instead of widening the page.
    <ol className="flex min-w-0 flex-col gap-4 border-l-2 border-border pl-4 break-words">
      {events.map((event, index) => (
        // Events come in order, without ids: the timeline is append-only.
        <li key={index} data-slot="output-event" data-action={event.action} className="flex flex-col gap-1">
          <p className="font-semibold">{eventTitle(event)}</p>
          <p className="text-sm text-text-muted">
            <time dateTime={event.at}>{formatTimestamp(event.at)}</time>
            {event.user ? ` ${outputText.eventBy(event.user)}` : ""}
          </p>
          <div className="text-sm">
            <EventDetail event={event} />
          </div>
        </li>
      ))}
    </ol>
  );
}

type DialogProps = {
  output: Output;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (output: Output) => void;
  /** The step was refused because the document moved on meanwhile (another tab, another user). */
  onStale: (error: ApiError) => void;
};

/**
 * A step refused because the document is no longer where this page saw it (cancelled, received or closed
 * in another tab): nothing in the dialog can change that, so the page says why and shows it as it is now.
 */
const isStale = (error: ApiError) => error.code === OUTPUT_CODES.INVALID_TRANSITION;

/**
 * The server's answer to a refused step: its field errors on the fields, its message in a toast (the
 * server's pt-BR words for a refusal; the page's own when there was no answer, the server failed, or a
 * proxy answered in English).
 */
function refused(reason: unknown) {
  const error = toApiError(reason);
  const message = refusalMessage(error, outputText.failed);
  toast("error", message);
  return submissionErrors(error.fields, error.fields?.lines ?? (error.fields ? undefined : message));
}

/** Registrar recebimento: when and who, each line's received quantity (the sent one to start with). */
function ReceiptDialog({ output, open, onOpenChange, onDone, onStale }: DialogProps) {
  const lines = output.residues ?? [];
  // Not before the MTR's issue nor after today, as the API refuses it, in its words.
  const issueDay = mtrIssueDay(output.created_at);
  const schema = React.useMemo(() => receiptSchemaFor(issueDay), [issueDay]);
  const initialValues = React.useMemo(
    () => ({
      // Brasília's day, as the API's "not in the future" rule reads it.
      received_at: today(),
      receiver_name: "",
      notes: "",
      lines: lines.map((line) => ({
        uuid: line.uuid,
        received_quantity: formatDecimal(line.quantity, { maximumFractionDigits: 3 }),
      })),
    }),
    [lines],
  );
  return (
    <FormDialog<ReceiptValues>
      open={open}
      onClose={() => onOpenChange(false)}
      title={outputText.receive}
      description={outputText.receiveDescription}
      size="lg"
      submit={outputText.confirm}
      schema={schema}
      labels={receiptLabels}
      initialValues={initialValues}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        try {
          onDone(await outputs.receive(output.uuid_output, values));
        } catch (reason) {
          const error = toApiError(reason);
          if (isStale(error)) return void onStale(error);
          return refused(reason);
        }
        toast("success", outputText.receivedToast);
        return undefined;
      }}
    >
      {/* Typing draws the field alone (output-detail-renders); a refusal focuses its first field. */}
      <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
        <FormDatePicker name="received_at" required past {...receiptDateBounds(issueDay)} />
        <FormTextField name="receiver_name" required autoComplete="off" />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{receiptLabels.lines}</legend>
        {lines.map((line, index) => (
          <FormNumberField
            key={line.uuid}
            name={`lines.${index}.received_quantity`}
            decimals={QUANTITY_DECIMALS}
            label={outputText.receivedQuantity(line.residue_name)}
            hint={`${outputText.residueColumns.sent}: ${quantity(line.quantity, line.measure_unity)}`}
            required
          />
        ))}
      </fieldset>
      <FormTextarea name="notes" rows={3} counter="plain" maxLength={OBSERVATIONS_MAX} />
    </FormDialog>
  );
}

/** Encerrar com CDF: the treatment or final destination given to the residues. */
function CdfDialog({ output, open, onOpenChange, onDone, onStale }: DialogProps) {
  return (
    <FormDialog<CdfValues>
      open={open}
      onClose={() => onOpenChange(false)}
      title={outputText.close}
      description={outputText.closeDescription}
      submit={outputText.confirm}
      schema={cdfSchema}
      labels={cdfLabels}
      initialValues={{ treatment: "" }}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        let closed: Output;
        try {
          closed = await outputs.close(output.uuid_output, values.treatment);
        } catch (reason) {
          const error = toApiError(reason);
          if (isStale(error)) return void onStale(error);
          return refused(reason);
        }
        onDone(closed);
        toast("success", outputText.closed(closed.cdf_number ?? ""));
        return undefined;
      }}
    >
      {/* A textarea for the same counter as the receipt's notes (its 200 in characters). */}
      <FormTextarea name="treatment" required rows={2} counter="plain" maxLength={TREATMENT_MAX} />
    </FormDialog>
  );
}

type Open = "receipt" | "cdf" | "cancel" | null;

/** `?acao=` (a list row's action): the dialog it opens, when the document's state allows it. */
function requestedDialog(action: string | null, output: Output): Open {
  return stepsOf(output).find(({ step }) => actionOf[step] === action)?.step ?? null;
}

/**
 * Reenviar ao {sistema}: a send the queue gave up on, tried again (after its cause was fixed: credentials,
 * the residue's codes). Busy while its request runs, so a double click sends it once.
 */
function ResendButton({
  output,
  onDone,
  onSettled,
}: {
  output: Output;
  onDone: (output: Output) => void;
  /** After the call, answered or refused: the page reads the document again. */
  onSettled: () => void;
}) {
  const [sending, setSending] = React.useState(false);
  // The state disables the button from the next render; the ref already refuses a click in between.
  const running = React.useRef(false);
  const system = output.public_system ?? "";
  const resend = async () => {
    if (running.current) return;
    running.current = true;
    setSending(true);
    try {
      onDone(await outputs.resend(output.uuid_output));
      toast("success", outputText.resent(system));
    } catch (reason) {
      toast("error", refusalMessage(toApiError(reason), outputText.failed));
    } finally {
      running.current = false;
      setSending(false);
      onSettled();
    }
  };
  return (
    <Button variant="outline" loading={sending} onClick={() => void resend()}>
      {outputText.resend(system)}
    </Button>
  );
}

function Actions({
  output,
  onOpen,
  onDone,
  onResent,
}: {
  output: Output;
  onOpen: (dialog: Open) => void;
  onDone: (output: Output) => void;
  onResent: () => void;
}) {
  const steps = stepsOf(output);
  if (!output.mtr_number && steps.length === 0) return null;
  return (
    <div data-slot="output-actions" className="flex flex-wrap gap-2">
      {/* A failed send, or a failed step once the system has the MTR (its cancellation included). */}
      {output.public_status === "failed" && (output.status !== "cancelled" || output.public_number) ? (
        <ResendButton output={output} onDone={onDone} onSettled={onResent} />
      ) : null}
      {output.mtr_number ? (
        <Button variant="outline" onClick={() => void downloadMtr(output)}>
          {outputText.downloadMtr}
        </Button>
      ) : null}
      {/* The lifecycle's next steps (the shared rule): a document without MTR is only cancelled. */}
      {steps.map(({ step, label }) => (
        <Button
          key={step}
          data-step={step}
          variant={step === "cancel" ? "danger" : undefined}
          onClick={() => onOpen(step)}
        >
          {label}
        </Button>
      ))}
      {output.status === "closed" ? (
        <Button variant="outline" onClick={() => void downloadCdf(output)}>
          {outputText.downloadCdf}
        </Button>
      ) : null}
    </div>
  );
}

/** The longest pause between two readings of a document whose send is still waiting (1, 2, 4, 8, 16 s). */
const FOLLOW_MAX_WAIT_MS = 16_000;

/**
 * After Reenviar (answered or refused), the document as the server has it: read again at once, and while
 * its send still waits for the public system (the job runs after the call's answer), again 1, 2, 4, 8 and
 * 16 s later, so a send refused again shows without reloading the page. Returns the function to call.
 */
function useFollowSend(id: string, setRecord: (output: Output) => void) {
  const [round, setRound] = React.useState(0);
  React.useEffect(() => {
    if (round === 0) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const read = async (wait: number) => {
      let output: Output;
      try {
        output = await outputs.get(id, controller.signal);
      } catch {
        return; // The page keeps what it shows.
      }
      if (controller.signal.aborted) return;
      setRecord(output);
      if (output.public_status === "pending" && wait <= FOLLOW_MAX_WAIT_MS)
        timer = window.setTimeout(() => void read(wait * 2), wait);
    };
    void read(1000);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [round, id, setRecord]);
  return React.useCallback(() => setRound((n) => n + 1), []);
}

/**
 * A step's dialog gives the focus back to the button that opened it, but the step itself removes that
 * button (Registrar recebimento becomes Encerrar com CDF, Cancelar MTR and a successful Reenviar leave):
 * once the dialog has gone, a focus left on nothing goes to the document's next step, else to its title,
 * instead of the page's start. Returns the function to call after a step was done.
 */
function useRefocusAfterStep(root: React.RefObject<HTMLElement | null>) {
  const [round, setRound] = React.useState(0);
  React.useEffect(() => {
    const section = root.current;
    if (round === 0 || !section) return;
    const doc = section.ownerDocument;
    let frame = 0;
    let frames = 0;
    let timer: number | undefined;
    const place = () => {
      // The dialog's own return (its trigger still there), or the user already moved on: left alone.
      if (doc.activeElement !== null && doc.activeElement !== doc.body) return;
      const target =
        section.querySelector<HTMLElement>('[data-slot="output-actions"] [data-step]') ??
        section.querySelector<HTMLElement>("h1");
      target?.focus();
    };
    // The dialog may close a commit later (the cancellation's closes after its answer) and hands the
    // focus back a task after it leaves: wait for both, a frame at a time (at most about 2 s).
    const attempt = () => {
      if (doc.activeElement?.closest('[role="dialog"],[role="alertdialog"]') && frames++ < 120)
        frame = requestAnimationFrame(attempt);
      else timer = window.setTimeout(place, 0);
    };
    attempt();
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [round, root]);
  return React.useCallback(() => setRound((n) => n + 1), []);
}

function Document({ output }: { output: Output }) {
  const s = outputText.sections;
  const publicStatus = output.public_status;
  return (
    <div className="grid grid-cols-1 gap-6 desktop:grid-cols-2">
      <Section title={s.parties}>
        <Fields
          entries={[
            [f.documentType, documentTypeLabels[output.document_type]],
            [f.mtrOption, mtrOptionLabels[output.mtr_option]],
            [f.recipient, output.destiny_name],
            [f.transporter, output.transporter_name],
            [
              f.responsible,
              [
                output.responsible_name,
                output.mtr_responsible
                  ? mtrResponsibleLabels[output.mtr_responsible as keyof typeof mtrResponsibleLabels]
                  : "",
              ]
                .filter(Boolean)
                .join(" · "),
            ],
            fileEntry(output, "generator_ticket"),
          ]}
        />
      </Section>
      <Section title={s.transport}>
        <Fields
          entries={[
            [f.vehicleType, output.vehicle_type_name ?? output.vehicle_type],
            [f.vehiclePlate, output.vehicle_plate],
            [f.trailerPlate, output.trailer_plate],
            [f.sealNumber, output.seal_number],
            [f.driver, output.driver_name],
            [f.transportCost, transportCost(output)],
          ]}
        />
      </Section>
      {output.document_type === "nfe" ? (
        <Section title={s.invoice}>
          <Fields
            entries={[
              [f.nfeNumber, output.nfe_number],
              [f.emissionDate, formatDate(output.emission_date)],
              [
                f.accessKey,
                output.nfe_access_key ? (
                  <AccessKey key="nfe_access_key" value={output.nfe_access_key} />
                ) : null,
              ],
              fileEntry(output, "nfe_xml"),
            ]}
          />
        </Section>
      ) : null}
      {output.public_system ? (
        <Section title={s.publicSystem}>
          <Fields
            entries={[
              [f.system, output.public_system],
              [f.publicStatus, publicStatus ? outputText.publicStatus[publicStatus] : ""],
              ...(output.public_number ? [[f.publicNumber, output.public_number] as Entry] : []),
              // Withdrawn: the cancellation is the reason, said by the status; there is no error to show.
              ...(output.public_error && publicStatus !== "sent" && publicStatus !== "withdrawn"
                ? [[f.lastError, output.public_error] as Entry]
                : []),
              [f.attempts, String(output.public_attempts)],
            ]}
          />
        </Section>
      ) : null}
      <div className="desktop:col-span-2">
        <Section title={s.residues}>
          <ResidueLines lines={output.residues ?? []} />
        </Section>
      </div>
      {output.observations ? (
        <Section title={s.observations}>
          <p className="break-words whitespace-pre-line">{output.observations}</p>
        </Section>
      ) : null}
      {output.received_at ? (
        <Section title={s.receipt}>
          <Fields
            entries={[
              [f.receivedAt, formatDate(output.received_at)],
              [f.receiverName, output.receiver_name],
              ...(output.receipt_notes ? [[f.receiptNotes, output.receipt_notes] as Entry] : []),
            ]}
          />
        </Section>
      ) : null}
      {output.cdf_number ? (
        <Section title={s.closing}>
          <Fields
            entries={[
              [f.cdfNumber, output.cdf_number],
              [f.closedAt, formatTimestamp(output.closed_at)],
              [f.treatment, output.treatment],
            ]}
          />
        </Section>
      ) : null}
      {output.cancelled_at ? (
        <Section title={s.cancellation}>
          <Fields
            entries={[
              [f.cancelledAt, formatTimestamp(output.cancelled_at)],
              [f.justification, output.cancel_justification],
            ]}
          />
        </Section>
      ) : null}
      {output.events?.length ? (
        <div className="desktop:col-span-2">
          <Section title={s.timeline}>
            <Timeline events={output.events} />
          </Section>
        </div>
      ) : null}
    </div>
  );
}

/** Saídas as the list was when the document was opened from it (its page, filters, search), else Saídas. */
function listPath(state: unknown): string {
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof search === "string" && search.startsWith("?") ? `${paths.outputs}${search}` : paths.outputs;
}

/**
 * /saidas/:id: an output document as issued (parties, transport, invoice, residue lines, public
 * system), its timeline, and the MTR's next steps by state: receipt, closing with a CDF, cancellation.
 */
export function OutputDetailPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const { record, setRecord, missing, failed, retry } = useRecord(outputs, id);
  const [open, setOpen] = React.useState<Open>(null);
  const [cancelError, setCancelError] = React.useState<string>(outputText.failed);
  const pageRef = React.useRef<HTMLElement>(null);
  // A list row's Registrar recebimento / Encerrar com CDF / Cancelar MTR lands here with its dialog open.
  const [params, setParams] = useSearchParams();
  const action = params.get(ACTION_PARAM);
  React.useEffect(() => {
    if (!record || !action) return;
    const step = requestedDialog(action, record);
    // Its button takes the focus first, so the dialog gives it back there (the row's menu is on the list).
    if (step) pageRef.current?.querySelector<HTMLElement>(`[data-step="${step}"]`)?.focus();
    setOpen(step);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTION_PARAM);
        return next;
      },
      // The list it came from stays known (Voltar para Saídas).
      { replace: true, state: location.state },
    );
  }, [record, action, setParams, location.state]);
  const followSend = useFollowSend(id, setRecord);
  const titleId = React.useId();
  const refocus = useRefocusAfterStep(pageRef);
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null);
  };
  const done = (output: Output) => {
    setRecord(output);
    setOpen(null);
    refocus();
  };
  const resent = () => {
    followSend();
    refocus();
  };
  // A step refused as stale: its message, the dialog closed, and the document read again.
  const stale = (error: ApiError) => {
    toast("error", refusalMessage(error, outputText.failed));
    setOpen(null);
    outputs
      .get(id)
      .then(setRecord)
      .catch(() => undefined)
      .finally(refocus);
  };
  return (
    <section ref={pageRef} aria-labelledby={titleId} className="flex flex-col gap-6">
      <Link
        to={listPath(location.state)}
        className="self-start text-sm font-semibold text-primary-dark underline"
      >
        {outputText.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          {/* Focusable by script only: where the focus goes after a step leaves no next one. */}
          <h1 id={titleId} tabIndex={-1} className="text-2xl font-semibold text-primary-dark outline-none">
            {outputText.detailTitle}
            {/* The space alone between them: where the title wraps it ends the first line, and the
                number starts the second at the edge (a margin drew a leading space there). */}
            {record ? " " : null}
            {record ? (
              <span className="inline-block font-normal text-text">
                {record.mtr_number ? outputText.mtrNumber(record.mtr_number) : documentLabel(record)}
              </span>
            ) : null}
          </h1>
          {record ? (
            <div className="flex flex-wrap items-center gap-3">
              <OutputStatusBadges output={record} />
              {record.verification_code ? (
                <Link
                  to={toPath(paths.mtrVerification, { code: record.verification_code })}
                  className="text-sm font-semibold text-primary-dark underline"
                >
                  {outputText.verify}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
        {record ? <Actions output={record} onOpen={setOpen} onDone={setRecord} onResent={resent} /> : null}
      </div>
      {missing ? <p role="alert">{outputText.notFound}</p> : null}
      {/* Not read now (the server's error, no answer): said, with a new try, not a skeleton for good. */}
      {!record && failed ? <LoadFailed message={resourceText.loadFailed} onRetry={retry} /> : null}
      {!record && !missing && !failed ? <Skeleton className="h-64 w-full" /> : null}
      {record ? (
        <>
          <FileDownloads files={files}>
            <Document output={record} />
          </FileDownloads>
          <ReceiptDialog
            output={record}
            open={open === "receipt"}
            onOpenChange={onOpenChange}
            onDone={done}
            onStale={stale}
          />
          <CdfDialog
            output={record}
            open={open === "cdf"}
            onOpenChange={onOpenChange}
            onDone={done}
            onStale={stale}
          />
          <JustificationDialog
            open={open === "cancel"}
            onOpenChange={onOpenChange}
            title={stepLabel("cancel", record)}
            description={
              record.mtr_number
                ? outputText.cancelDescription(record.mtr_number)
                : outputText.cancelDocumentDescription
            }
            errorMessage={cancelError}
            onConfirm={async (justification) => {
              try {
                setRecord(await outputs.cancel(record.uuid_output, justification));
                refocus();
              } catch (reason) {
                const error = toApiError(reason);
                // Received or cancelled meanwhile: the dialog closes (a resolved confirmation) on the
                // document as it is now, without the success toast.
                if (isStale(error)) return stale(error);
                const message = refusalMessage(error, outputText.failed);
                setCancelError(message);
                toast("error", message);
                throw reason;
              }
              toast(
                "success",
                record.mtr_number ? outputText.cancelledToast : outputText.documentCancelledToast,
              );
            }}
          />
        </>
      ) : null}
    </section>
  );
}
