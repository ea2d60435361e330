import { providerBasicDataLabels } from "@trilha/forms";
import { describe, expect, it } from "vitest";
import { contractorHistoryLabels } from "../pages/contractors/contractor-history";
import { recordForms } from "../pages/providers/record-forms";
import { negotiationHistoryLabels } from "../pages/residues/negotiation-history";
import { historyEntries, historyLabels } from "./change-history";
import { formatQuantity } from "./format";

const labels = historyLabels(providerBasicDataLabels);

describe("historyEntries", () => {
  const entries = historyEntries(
    {
      updates: [
        {
          when: "2026-07-01T10:00:00Z",
          changes: [{ field: "deleted_at", from: "2026-06-01T08:00:00Z", to: null }],
          justification: "Licença renovada, o prestador voltou a atender a região.",
          user: { name: "Rita Restrita" },
        },
        {
          when: "2026-05-01T10:00:00Z",
          changes: [
            { field: "company.address_name", from: "Rua A", to: "Rua B" },
            { field: "responsible.1.name", from: null, to: "Ana" },
            { field: "company.registry_type", from: "cpf", to: "cnpj" },
          ],
          justification: null,
          user: { name: "Maria Admin" },
        },
      ],
      deletions: [
        {
          when: "2026-06-01T08:00:00Z",
          changes: [{ field: "deleted_at", from: null, to: "2026-06-01T08:00:00Z" }],
          justification: "Licença de operação vencida e não renovada pela empresa.",
          user: { name: "Maria Admin" },
        },
      ],
    },
    labels,
  );

  it("lists every record oldest first, edits without a justification too, with action and user", () => {
    expect(entries.map(({ date, action, user }) => [date, action, user])).toEqual([
      ["01/05/2026", "Alteração", "Maria Admin"],
      ["01/06/2026", "Inativação", "Maria Admin"],
      ["01/07/2026", "Reativação", "Rita Restrita"],
    ]);
    expect(entries[0]?.justification).toBeNull();
    expect(entries[2]?.justification).toBe("Licença renovada, o prestador voltou a atender a região.");
  });

  it("names changed fields by their form labels and shows values as people read them", () => {
    expect(entries[0]?.changes.map(({ label, from, to }) => [label, from, to])).toEqual([
      ["Endereço", "Rua A", "Rua B"],
      // A value never set reads "—", in the Justificativas dialog and in the edit page's table alike.
      ["Nome do responsável 2", "—", "Ana"],
      ["Tipo de cadastro", "CPF", "CNPJ"],
    ]);
    expect(entries[1]?.changes.map(({ label, from, to }) => [label, from, to])).toEqual([
      ["Situação", "Ativo", "Inativo"],
    ]);
    expect(entries[2]?.changes.map(({ label, from, to }) => [label, from, to])).toEqual([
      ["Situação", "Inativo", "Ativo"],
    ]);
  });

  it("uses a sub-record's own form labels, dates as dd/MM/yyyy", () => {
    const [entry] = historyEntries(
      {
        updates: [
          {
            when: "2026-05-01T10:00:00Z",
            changes: [
              { field: "expiration", from: "2026-01-31", to: "2027-01-31" },
              { field: "collaborator_type", from: "driver", to: "adm" },
            ],
            justification: null,
          },
        ],
        deletions: [],
      },
      historyLabels({ ...recordForms.licenses.labels, ...recordForms.employees.labels }),
    );
    expect(entry?.changes.map(({ label, from, to }) => [label, from, to])).toEqual([
      ["Data de validade", "31/01/2026", "31/01/2027"],
      ["Tipo de colaborador", "Motorista", "Administrativo"],
    ]);
    expect(entry?.user).toBeNull();
  });

  it("shows coded values by their names where the reference data has them", () => {
    const [entry] = historyEntries(
      {
        updates: [
          {
            when: "2026-05-01T10:00:00Z",
            changes: [
              { field: "provider.types", from: "carrier", to: "carrier, manager" },
              { field: "uuid_license_type", from: "lt-1", to: "lt-unknown" },
            ],
            justification: null,
          },
        ],
        deletions: [],
      },
      historyLabels({ ...providerBasicDataLabels, ...recordForms.licenses.labels }),
      {
        types: { carrier: "Transportador", manager: "Gerenciador" },
        uuid_license_type: { "lt-1": "Licença de Operação" },
      },
    );
    expect(entry?.changes.map(({ from, to }) => [from, to])).toEqual([
      ["Transportador", "Transportador, Gerenciador"],
      // An id the reference data does not know (a type removed since) stays as recorded.
      ["Licença de Operação", "lt-unknown"],
    ]);
  });

  it("shows recorded amounts in pt-BR by the format their domain declares beside its labels", () => {
    const shown = (
      labels: Parameters<typeof historyEntries>[1],
      changes: { field: string; from: string | null; to: string | null }[],
    ) =>
      historyEntries(
        { updates: [{ when: "2026-05-01T10:00:00Z", changes, justification: null }], deletions: [] },
        labels,
      )[0]?.changes.map(({ label, from, to }) => [label, from.replace(/\s/g, " "), to.replace(/\s/g, " ")]);
    expect(
      shown(negotiationHistoryLabels, [
        { field: "recipient_cost", from: "1234.50", to: "1300.75" },
        { field: "carrier_cost", from: null, to: "80.00" },
      ]),
    ).toEqual([
      ["Valor do destinador", "R$ 1.234,50", "R$ 1.300,75"],
      ["Valor do transportador", "—", "R$ 80,00"],
    ]);
    expect(
      shown(contractorHistoryLabels, [{ field: "plan.small_generators", from: "3", to: "1500" }]),
    ).toEqual([["Pequeno Gerador", "3", "1.500"]]);
    // Any field key can take a format; a recorded text that is no number stays as written.
    expect(
      shown(historyLabels({ quantity: "Quantidade" }, { quantity: formatQuantity }), [
        { field: "residues.0.quantity", from: "1234.500", to: "n/d" },
      ]),
    ).toEqual([["Quantidade", "1.234,5", "n/d"]]);
  });
});
