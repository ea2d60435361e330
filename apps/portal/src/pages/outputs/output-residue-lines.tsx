import type { OutputLine } from "@trilha/api";
import { residueLineLabels } from "@trilha/forms";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@trilha/ui";
import type * as React from "react";
import { formatMoney, formatQuantity } from "../../resources/format";
import { RowBlocks } from "../../resources/row-blocks";
import { useTablet } from "../../resources/use-tablet";
import { outputText, priceUnitLabels, unitLabels } from "./text";

const unit = (code: string | null | undefined) => (code ? (unitLabels[code] ?? code) : "");
/** What a price is per (a negotiation's unit, not the line's: the line stays in tonnes). */
export const per = (code: string | null | undefined) => (code ? (priceUnitLabels[code] ?? code) : "");
export const quantity = (value: number | null | undefined, code: string) =>
  value === null || value === undefined ? "—" : `${formatQuantity(value)} ${unit(code)}`;

const c = outputText.residueColumns;
/** The columns after the residue's, as the table heads them and the phone's blocks name them. */
const LINE_COLUMNS = [
  c.authorization,
  c.sent,
  c.received,
  c.packaging,
  residueLineLabels.packaging_quantity,
  // The state chosen on the form's line, by its name, as the form's table shows it.
  residueLineLabels.origin,
  c.unitValue,
] as const;

/** A line's values under LINE_COLUMNS, paired with their column's name. */
function lineEntries(line: OutputLine): [string, React.ReactNode][] {
  const values = [
    line.authorization_name,
    quantity(line.quantity, line.measure_unity),
    quantity(line.received_quantity, line.measure_unity),
    line.packaging_name || "—",
    // Its own column: a quantity saved without an Acondicionamento showed nowhere.
    line.packaging_quantity === null || line.packaging_quantity === undefined
      ? "—"
      : formatQuantity(line.packaging_quantity),
    line.origin_name || line.origin || "—",
    line.unit_value === null
      ? "—"
      : `${formatMoney(line.unit_value)}${line.value_per ? `/${per(line.value_per)}` : ""}`,
  ];
  return LINE_COLUMNS.map((label, index) => [label, values[index]]);
}

/**
 * The document's residue lines: from the tablet breakpoint up a table, below it (a phone) each line a
 * block of its own with every column named beside its value, so nothing scrolls sideways.
 */
export function ResidueLines({ lines }: { lines: OutputLine[] }) {
  const tablet = useTablet();
  const name = outputText.sections.residues;
  if (!tablet)
    return (
      <RowBlocks
        aria-label={name}
        rows={lines.map((line) => ({ key: line.uuid, title: line.residue_name, entries: lineEntries(line) }))}
      />
    );
  return (
    <Table aria-label={name} containerClassName="rounded-md border border-border">
      <TableHeader>
        <TableRow>
          <TableHead>{c.residue}</TableHead>
          {LINE_COLUMNS.map((label) => (
            <TableHead key={label}>{label}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.uuid}>
            <TableCell>{line.residue_name}</TableCell>
            {lineEntries(line).map(([label, value]) => (
              <TableCell key={label}>{value}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
