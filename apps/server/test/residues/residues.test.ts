import { beforeAll, describe, expect, it } from "vitest";
import { call, cnpjOf, HTML, PDF, providerFields, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const database = useTestDatabase();
let s: Setup;
/** Coleta Azul: carrier and manager; Destino Verde: recipient (both of Recicla Norte). */
let carrier: string;
let recipient: string;

const BASIC = {
  type: "industriais",
  name: "Óleo lubrificante usado",
  internal_code: "OL-01",
  treatments: [{ category: "reciclagem", technology: "rerrefino", class: "I" }],
  storages: [{ type: "tanque", physical_state: "liquido", packaging: "tambor", discount_packaging: false }],
};

const EMPTY_MAPPING = { residue: "", packaging: "", class: "", unit: "" };

async function createResidue(token = s.token, body: Record<string, unknown> = BASIC) {
  const created = await call(s.app, "POST", "/residues", token, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { uuid_residue: string } & Record<string, unknown>;
}

beforeAll(async () => {
  s = await providersApp(database.db);
  const first = await call(s.app, "POST", "/providers", s.token, providerFields());
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  carrier = first.body.provider.uuid_provider;
  const second = await call(
    s.app,
    "POST",
    "/providers",
    s.token,
    providerFields({
      "provider[alias]": "Destino Verde",
      "company[cnpj]": cnpjOf("998887770001"),
      "company[company_name]": "Destino Verde Ltda.",
      "company[trading_name]": "Destino Verde",
    })
      .filter(([name]) => name !== "provider[types][][code]")
      .concat([["provider[types][][code]", "recipient"]]),
  );
  expect(second.status, JSON.stringify(second.body)).toBe(201);
  recipient = second.body.provider.uuid_provider;
}, 60_000);

describe("residues", () => {
  it("creates a residue with its first step's treatments and storages", async () => {
    const residue = await createResidue();
    expect(residue).toMatchObject({
      name: "Óleo lubrificante usado",
      type: "industriais",
      type_name: "Resíduos industriais",
      internal_code: "OL-01",
      destination_count: 0,
      transporter_count: 0,
      legal_requirements: { abnt_nbr_10004: null, onu_code: null },
      integrated_systems: { ctre: { residue: null }, fepam: { unit: null } },
    });
    const treatments = await call(s.app, "GET", `/residues/${residue.uuid_residue}/treatments`, s.token);
    expect(treatments.body.data).toEqual([
      expect.objectContaining({ category: "reciclagem", technology: "rerrefino", class: "I" }),
    ]);
    const storages = await call(s.app, "GET", `/residues/${residue.uuid_residue}/storages`, s.token);
    expect(storages.body.data).toEqual([
      expect.objectContaining({ type: "tanque", packaging: "tambor", discount_packaging: false }),
    ]);
  });

  it("keeps the wizard's residue a draft until its last step finishes it, and never reopens it", async () => {
    const draft = await createResidue(s.token, { ...BASIC, name: "Rascunho de teste", draft: true });
    expect(draft).toMatchObject({ draft: true });
    const listed = await call(s.app, "GET", "/residues?search=Rascunho%20de%20teste", s.token);
    expect(listed.body.data).toEqual([expect.objectContaining({ draft: true })]);
    const edit = {
      type: BASIC.type,
      name: "Rascunho de teste",
      legal_requirements: {},
      integrated_systems: { ctre: EMPTY_MAPPING, fepam: EMPTY_MAPPING },
    };
    const step = await call(s.app, "PUT", `/residues/${draft.uuid_residue}`, s.token, edit);
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    expect(step.body).toMatchObject({ draft: true });
    const finished = await call(s.app, "PUT", `/residues/${draft.uuid_residue}`, s.token, {
      ...edit,
      draft: false,
    });
    expect(finished.body).toMatchObject({ draft: false });
    const again = await call(s.app, "PUT", `/residues/${draft.uuid_residue}`, s.token, {
      ...edit,
      draft: true,
    });
    expect(again.body).toMatchObject({ draft: false });
    // Without the flag (API clients, the seed) a residue is finished from the start.
    expect(await createResidue(s.token, { ...BASIC, name: "Sem rascunho" })).toMatchObject({ draft: false });
  });

  it("refuses options no list has, naming each field, and saves nothing", async () => {
    const before = await call(s.app, "GET", "/residues?active=all", s.token);
    const refused = await call(s.app, "POST", "/residues", s.token, {
      ...BASIC,
      type: "nuclear",
      treatments: [{ category: "reciclagem", technology: "aterro_classe_i", class: "I" }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({
      type: "Selecione uma opção válida para o campo Tipo de resíduo.",
      "treatments.0.technology": "Selecione uma opção válida para o campo Tecnologia de tratamento.",
    });
    const after = await call(s.app, "GET", "/residues?active=all", s.token);
    expect(after.body.total).toBe(before.body.total);
  });

  it("saves the legal requirements and the integrated-system mappings of later steps", async () => {
    const residue = await createResidue();
    const legal = {
      abnt_nbr_10004: "I",
      ibama_list: "13 02",
      ibama_sub_list: "13 02 05(*)",
      conama_list: "D001",
      nbr_14725_list: "liquidos_inflamaveis",
      nbr_14725_category: "categoria_3",
      onu_code: "UN1202",
      main_risk_class: "3",
      subsidiary_risk_class: "",
      risk_number: "30",
      packing_group: "III",
    };
    const saved = await call(s.app, "PUT", `/residues/${residue.uuid_residue}`, s.token, {
      type: "industriais",
      name: "Óleo lubrificante usado",
      internal_code: "OL-01",
      legal_requirements: legal,
      integrated_systems: {
        ctre: { residue: "130205", packaging: "E01", class: "1", unit: "L" },
        fepam: EMPTY_MAPPING,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.legal_requirements).toEqual({ ...legal, subsidiary_risk_class: null });
    expect(saved.body.integrated_systems.ctre).toEqual({
      residue: "130205",
      packaging: "E01",
      class: "1",
      unit: "L",
    });

    // A sub-list code must belong to the list chosen above it.
    const mismatched = await call(s.app, "PUT", `/residues/${residue.uuid_residue}`, s.token, {
      type: "industriais",
      name: "Óleo lubrificante usado",
      legal_requirements: { ...legal, ibama_list: "15 01" },
      integrated_systems: { ctre: EMPTY_MAPPING, fepam: EMPTY_MAPPING },
    });
    expect(mismatched.status).toBe(422);
    expect(mismatched.body.fields).toEqual({
      "legal_requirements.ibama_sub_list": "Selecione uma opção válida para o campo Sublista IBAMA.",
    });
    const kept = await call(s.app, "GET", `/residues/${residue.uuid_residue}`, s.token);
    expect(kept.body.legal_requirements.ibama_list).toBe("13 02");
  });

  it("negotiates with the company's own providers of the right service and counts them in the list", async () => {
    const residue = await createResidue(s.token, { ...BASIC, name: "Lodo de separador" });
    const path = `/residues/${residue.uuid_residue}/negotiations`;
    const negotiation = await call(s.app, "POST", path, s.token, [
      ["manager", carrier],
      ["type", "price_closed"],
      ["period", "defined"],
      ["start", "2026-01-01"],
      ["end", "2026-12-31"],
      ["repeat_period", "annually"],
      ["recipient", recipient],
      ["recipient_amount_type", "expense"],
      ["recipient_cost", "1250,50"],
      ["recipient_amount_per", "liters"],
      ["carrier", carrier],
      ["carrier_amount_type", "expense"],
      ["carrier_cost", "300"],
      ["carrier_amount_per", "travel"],
      ["vehicle_type", "vacuo"],
      ["emergency_file", { file: PDF, name: "ficha.pdf", type: "application/pdf" }],
    ]);
    expect(negotiation.status, JSON.stringify(negotiation.body)).toBe(201);
    expect(negotiation.body).toMatchObject({
      start: "2026-01-01",
      end: "2026-12-31",
      manager: { uuid_provider: carrier, alias: "Coleta Azul" },
      recipient: { uuid_provider: recipient, alias: "Destino Verde" },
      emergency_file_display_name: "ficha.pdf",
    });

    const list = await call(s.app, "GET", `/residues?search=${encodeURIComponent("lodo")}`, s.token);
    expect(list.body.data).toEqual([
      expect.objectContaining({ name: "Lodo de separador", destination_count: 1, transporter_count: 1 }),
    ]);

    // A recipient named as carrier (a service it does not offer), and a file that is not a PDF.
    const wrong = await call(s.app, "POST", path, s.token, [
      ["manager", carrier],
      ["type", "price_individual"],
      ["period", "continuous"],
      ["start", "2026-01-01"],
      ["carrier", recipient],
    ]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ carrier: "Selecione uma opção válida para o campo Transportador." });
    const html = await call(s.app, "POST", path, s.token, [
      ["manager", carrier],
      ["type", "price_individual"],
      ["period", "continuous"],
      ["start", "2026-01-01"],
      ["declaration_file", { file: HTML, name: "declaracao.pdf", type: "application/pdf" }],
    ]);
    expect(html.status).toBe(422);
  });

  it("refuses a negotiation's value past its column (numeric(14, 2)) on the field, not as a vague 400", async () => {
    const residue = await createResidue(s.token, { ...BASIC, name: "Borra oleosa" });
    const path = `/residues/${residue.uuid_residue}/negotiations`;
    const fields = (cost: string): [string, string][] => [
      ["manager", carrier],
      ["type", "price_individual"],
      ["period", "continuous"],
      ["start", "2026-01-01"],
      ["carrier", carrier],
      ["carrier_amount_type", "expense"],
      ["carrier_cost", cost],
      ["carrier_amount_per", "travel"],
    ];
    const overflow = await call(s.app, "POST", path, s.token, fields("99999999999999999"));
    expect(overflow.status, JSON.stringify(overflow.body)).toBe(422);
    expect(overflow.body.fields).toEqual({
      carrier_cost: "O campo Valor do transportador deve ser menor ou igual a 999.999.999.999,99.",
    });
    const largest = await call(s.app, "POST", path, s.token, fields("999.999.999.999,99"));
    expect(largest.status, JSON.stringify(largest.body)).toBe(201);
  });

  it("refuses a negotiation's value without its party, type and unit, each on its field", async () => {
    const residue = await createResidue(s.token, { ...BASIC, name: "Cavaco contaminado" });
    const path = `/residues/${residue.uuid_residue}/negotiations`;
    const bare = await call(s.app, "POST", path, s.token, [
      ["manager", carrier],
      ["type", "price_individual"],
      ["period", "continuous"],
      ["start", "2026-01-01"],
      ["recipient_cost", "0"],
    ]);
    expect(bare.status, JSON.stringify(bare.body)).toBe(422);
    expect(bare.body.fields).toEqual({
      recipient: "O campo Destinador é obrigatório quando o Valor do destinador é informado.",
      recipient_amount_type:
        "O campo Tipo de valor do destinador é obrigatório quando o Valor do destinador é informado.",
      recipient_amount_per:
        "O campo Unidade negociada do destinador é obrigatório quando o Valor do destinador é informado.",
    });
  });

  it("keeps every company to its own residues and providers", async () => {
    const residue = await createResidue();
    const theirs = await call(s.app, "GET", `/residues/${residue.uuid_residue}`, s.otherToken);
    expect(theirs.status).toBe(404);
    const other = await createResidue(s.otherToken, { ...BASIC, name: "Resíduo da outra empresa" });
    // Recicla Norte's provider cannot be named in another company's negotiation.
    const crossed = await call(s.app, "POST", `/residues/${other.uuid_residue}/negotiations`, s.otherToken, {
      manager: carrier,
      type: "price_individual",
      period: "continuous",
      start: "2026-01-01",
    });
    expect(crossed.status).toBe(422);
    expect(crossed.body.fields).toEqual({ manager: "Selecione uma opção válida para o campo Gerenciador." });
    const ours = await call(s.app, "GET", "/residues?per_page=100", s.token);
    expect(ours.body.data.map((r: { name: string }) => r.name)).not.toContain("Resíduo da outra empresa");
  });

  it("inactivates a residue with a justification and then refuses edits to it and its rows", async () => {
    const residue = await createResidue();
    const justification = "Resíduo deixou de ser gerado após a troca do processo produtivo.";
    const inactivated = await call(s.app, "DELETE", `/residues/${residue.uuid_residue}`, s.token, {
      justification,
    });
    expect(inactivated.status).toBe(200);
    const storage = await call(s.app, "POST", `/residues/${residue.uuid_residue}/storages`, s.token, {
      type: "tanque",
      physical_state: "liquido",
      packaging: "tambor",
    });
    expect(storage.status).toBe(409);
    expect(storage.body.message).toBe("O resíduo está inativo. Reative-o para editar o cadastro.");
  });
});

describe("the negotiations overview (/negociacoes)", () => {
  it("leaves out an unfinished wizard's negotiations until its residue is finished", async () => {
    const draft = await createResidue(s.token, { ...BASIC, name: "Rascunho negociado", draft: true });
    const negotiation = await call(s.app, "POST", `/residues/${draft.uuid_residue}/negotiations`, s.token, [
      ["manager", carrier],
      ["type", "price_individual"],
      ["period", "continuous"],
      ["start", "2026-03-01"],
    ]);
    expect(negotiation.status, JSON.stringify(negotiation.body)).toBe(201);
    const listed = async () =>
      (await call(s.app, "GET", "/negotiations?per_page=100&search=Rascunho%20negociado", s.token)).body.data;
    expect(await listed()).toEqual([]);
    const finished = await call(s.app, "PUT", `/residues/${draft.uuid_residue}`, s.token, {
      type: BASIC.type,
      name: "Rascunho negociado",
      legal_requirements: {},
      integrated_systems: { ctre: EMPTY_MAPPING, fepam: EMPTY_MAPPING },
      draft: false,
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(await listed()).toEqual([
      expect.objectContaining({ uuid_negotiation: negotiation.body.uuid_negotiation }),
    ]);
  });

  it("lists every residue's negotiations with filters; an ADM-plan user sees every company's", async () => {
    const residue = await createResidue(s.token, { ...BASIC, name: "Borra oleosa da visão geral" });
    const path = `/residues/${residue.uuid_residue}/negotiations`;
    const post = (fields: [string, string][]) => call(s.app, "POST", path, s.token, fields);
    const closed = await post([
      ["manager", carrier],
      ["type", "price_closed"],
      ["period", "defined"],
      ["start", "2025-01-01"],
      ["end", "2025-06-30"],
      ["recipient", recipient],
    ]);
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    const individual = await post([
      ["manager", carrier],
      ["type", "price_individual"],
      ["period", "continuous"],
      ["start", "2026-03-01"],
    ]);
    expect(individual.status, JSON.stringify(individual.body)).toBe(201);

    const ours = await call(s.app, "GET", "/negotiations?per_page=100", s.token);
    expect(ours.status).toBe(200);
    const mine = ours.body.data.filter(
      (n: { residue: { uuid_residue: string } }) => n.residue.uuid_residue === residue.uuid_residue,
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      type: "price_individual",
      start: "2026-03-01",
      end: null,
      residue: { name: "Borra oleosa da visão geral" },
      company: expect.any(String),
      manager: { uuid_provider: carrier, alias: "Coleta Azul" },
    });

    const byType = await call(s.app, "GET", "/negotiations?type=price_closed&per_page=100", s.token);
    expect(byType.body.data.every((n: { type: string }) => n.type === "price_closed")).toBe(true);
    const byRecipient = await call(s.app, "GET", `/negotiations?provider=${recipient}&per_page=100`, s.token);
    expect(byRecipient.body.data.map((n: { uuid_negotiation: string }) => n.uuid_negotiation)).toContain(
      closed.body.uuid_negotiation,
    );
    expect(byRecipient.body.data.map((n: { uuid_negotiation: string }) => n.uuid_negotiation)).not.toContain(
      individual.body.uuid_negotiation,
    );
    // The search box: the names a row shows (residue, company, providers), case and accents aside.
    const found = async (search: string) =>
      (
        await call(s.app, "GET", `/negotiations?per_page=100&search=${encodeURIComponent(search)}`, s.token)
      ).body.data.map((n: { uuid_negotiation: string }) => n.uuid_negotiation);
    const both = [closed.body.uuid_negotiation, individual.body.uuid_negotiation];
    expect(await found("BORRA OLEOSA DA VISAO")).toEqual(expect.arrayContaining(both));
    expect(await found("coleta azul")).toEqual(expect.arrayContaining(both));
    expect(await found(mine[0].company)).toEqual(expect.arrayContaining(both));
    expect(await found("nenhum resíduo se chama assim")).toEqual([]);
    // In force on some day of the range: the closed one ended in June 2025.
    const in2026 = await call(
      s.app,
      "GET",
      "/negotiations?from=2026-01-01&to=2026-12-31&per_page=100",
      s.token,
    );
    const ids2026 = in2026.body.data.map((n: { uuid_negotiation: string }) => n.uuid_negotiation);
    expect(ids2026).toContain(individual.body.uuid_negotiation);
    expect(ids2026).not.toContain(closed.body.uuid_negotiation);

    expect(mine.every((n: { own: boolean }) => n.own)).toBe(true);
    const adm = await call(s.app, "GET", `/negotiations?provider=${recipient}&per_page=100`, s.otherToken);
    const seen = adm.body.data.find(
      (n: { uuid_negotiation: string }) => n.uuid_negotiation === closed.body.uuid_negotiation,
    );
    // Another company's row is listed to the ADM as not its own, and the residue's routes keep it so.
    expect(seen).toMatchObject({ own: false });
    const crossed = await call(s.app, "DELETE", `${path}/${closed.body.uuid_negotiation}`, s.otherToken, {
      justification: "Inativada por outra empresa, o que não deve acontecer nunca.",
    });
    expect(crossed.status).toBe(404);
    const providers = await call(s.app, "GET", "/negotiations/providers", s.token);
    expect(providers.body.data.map((p: { uuid_provider: string }) => p.uuid_provider)).toEqual(
      expect.arrayContaining([carrier, recipient]),
    );
  });

  it("refuses malformed filters with pt-BR messages", async () => {
    const bad = await call(s.app, "GET", "/negotiations?provider=x&type=free&from=2026-13-45", s.token);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(["provider", "type"]));
    const day = await call(s.app, "GET", "/negotiations?from=ontem", s.token);
    expect(day.body.fields).toEqual({ from: "O campo from deve ser uma data no formato yyyy-MM-dd." });
  });
});
