import { type MtrVerification, toApiError } from "@trilha/api";
import { residueLineLabels } from "@trilha/forms";
import {
  formatTimestamp,
  Skeleton,
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TrilhaLogo,
} from "@trilha/ui";
import * as React from "react";
import { Link, useParams } from "react-router-dom";
import { formatDate, formatQuantity } from "../../resources/format";
import { RowBlocks } from "../../resources/row-blocks";
import { useTablet } from "../../resources/use-tablet";
import { paths } from "../../routes/paths";
import { outputs } from "./outputs-api";
import { outputBadge, outputText } from "./text";

const t = outputText.verificationFields;

type Loaded =
  | { state: "loading" }
  | { state: "found"; mtr: MtrVerification }
  | { state: "missing" | "failed" };

/** GET /public/mtr/:code: what the QR code printed on the manifest checks (no session needed). */
function useVerification(code: string): Loaded {
  const [loaded, setLoaded] = React.useState<Loaded>({ state: "loading" });
  React.useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: "loading" });
    outputs
      .verify(code, controller.signal)
      .then((mtr) => {
        if (!controller.signal.aborted) setLoaded({ state: "found", mtr });
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: toApiError(reason).status === 404 ? "missing" : "failed" });
      });
    return () => controller.abort();
  }, [code]);
  return loaded;
}

type VerifiedLine = MtrVerification["residues"][number];

/** The residue table's columns after the residue's; Origem as the document page's residue table names it. */
const RESIDUE_COLUMNS = [
  outputText.verificationColumns.class,
  residueLineLabels.origin,
  outputText.verificationColumns.quantity,
  outputText.verificationColumns.received,
] as const;

/** A residue's class, origin and quantities, by their column's name, as the table and the phone's blocks show them. */
function residueEntries(line: VerifiedLine): [string, string][] {
  const values = [
    line.class ?? outputText.notInformed,
    line.origin_name || "—",
    `${formatQuantity(line.quantity)} ${line.unit}`,
    line.received_quantity === null ? "—" : `${formatQuantity(line.received_quantity)} ${line.unit}`,
  ];
  return RESIDUE_COLUMNS.map((label, index) => [label, values[index]!]);
}

function Details({ mtr }: { mtr: MtrVerification }) {
  const rows: [string, React.ReactNode][] = [
    [t.number, mtr.number],
    [
      t.status,
      <span key="status" className="inline-flex flex-wrap items-center gap-1">
        <StatusBadge status={outputBadge[mtr.status]} label={mtr.status_label} />
        {mtr.provisional ? <StatusBadge status="UNSTABLE" label={outputText.provisionalMtr} /> : null}
        {mtr.withdrawn ? <StatusBadge status="inactive" label={outputText.notRegistered} /> : null}
      </span>,
    ],
    ...(mtr.public_number ? [[t.publicNumber, mtr.public_number] as [string, React.ReactNode]] : []),
    [t.issuedAt, formatTimestamp(mtr.issued_at)],
    ...(mtr.received_at ? [[t.receivedAt, formatDate(mtr.received_at)] as [string, React.ReactNode]] : []),
    ...(mtr.closed_at ? [[t.closedAt, formatTimestamp(mtr.closed_at)] as [string, React.ReactNode]] : []),
    ...(mtr.cdf_number ? [[t.cdfNumber, mtr.cdf_number] as [string, React.ReactNode]] : []),
    ...(mtr.cancelled_at
      ? [[t.cancelledAt, formatTimestamp(mtr.cancelled_at)] as [string, React.ReactNode]]
      : []),
    [t.generator, mtr.generator.name],
    [t.transporter, mtr.transporter.name],
    [t.recipient, mtr.recipient.name],
  ];
  const residuesId = React.useId();
  const tablet = useTablet();
  return (
    <>
      {mtr.provisional ? (
        <p className="rounded-md border border-warning bg-warning-light px-4 py-3 text-sm font-semibold">
          {outputText.provisionalMtr}. {outputText.provisionalHint}
        </p>
      ) : null}
      {/* Cancelled before the public system registered it: never will be (the server's `withdrawn`). */}
      {mtr.withdrawn ? (
        <p className="rounded-md border border-border bg-surface-muted px-4 py-3 text-sm font-semibold">
          {outputText.withdrawnMtr}. {outputText.withdrawnHint}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 tablet:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-sm text-text-muted">{label}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={residuesId} className="flex flex-col gap-3">
        <h2 id={residuesId} className="text-lg font-semibold text-primary-dark">
          {outputText.verificationResidues}
        </h2>
        {/* From tablet up, the table; below it (a phone, where a QR code is read) each residue is a block
            of its own, every column named beside its value. One or the other is drawn. */}
        {tablet ? (
          <Table aria-labelledby={residuesId} containerClassName="rounded-md border border-border">
            <TableHeader>
              <TableRow>
                <TableHead>{outputText.verificationColumns.residue}</TableHead>
                {RESIDUE_COLUMNS.map((label) => (
                  <TableHead key={label}>{label}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {mtr.residues.map((line, index) => (
                <TableRow key={index}>
                  <TableCell>{line.name}</TableCell>
                  {residueEntries(line).map(([label, value]) => (
                    <TableCell key={label}>{value}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <RowBlocks
            aria-labelledby={residuesId}
            // Lines have no id in the public answer; their order is the manifest's.
            rows={mtr.residues.map((line, index) => ({
              key: index,
              title: line.name,
              entries: residueEntries(line),
            }))}
          />
        )}
      </section>
    </>
  );
}

/**
 * /mtr/:code, where the QR code printed on the MTR leads: anyone holding the paper (signed in or not)
 * checks the number, its state, dates, parties and residues against what was issued.
 */
export function MtrVerificationPage() {
  const { code = "" } = useParams();
  const loaded = useVerification(code);
  const titleId = React.useId();
  return (
    <main className="min-h-dvh bg-surface-muted px-4 py-6 tablet:py-10">
      <section
        aria-labelledby={titleId}
        aria-busy={loaded.state === "loading" || undefined}
        className="mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-lg bg-surface p-4 shadow-sm tablet:p-8"
      >
        {/* The way to the portal from a page reached by a QR code (its sign-in, or the dashboard when signed in). */}
        <Link
          to={paths.home}
          aria-label={outputText.verificationHome}
          className="self-start rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <TrilhaLogo title="" className="h-8 w-auto" />
        </Link>
        <h1 id={titleId} className="text-2xl font-semibold text-primary-dark">
          {outputText.verificationTitle}
        </h1>
        {loaded.state === "loading" ? <Skeleton className="h-64 w-full" /> : null}
        {loaded.state === "missing" ? <p role="alert">{outputText.verificationNotFound}</p> : null}
        {loaded.state === "failed" ? <p role="alert">{outputText.verificationFailed}</p> : null}
        {loaded.state === "found" ? <Details mtr={loaded.mtr} /> : null}
      </section>
    </main>
  );
}
