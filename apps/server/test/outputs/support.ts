import { extractText, getDocumentProxy } from "unpdf";
import { expect } from "vitest";
import { call, type Part, PDF } from "../providers/support";
import { useSeededDemo } from "../support/seeded-demo";

/** A choice of the wizard's options; a residue also tells which integrated systems lack its codes. */
export type Option = {
  value: string;
  label: string;
  unit_value?: string | null;
  missing_systems?: string[];
  /** A transport cost's residue (its negotiation's); none on "Sem custo negociado". */
  residue?: string;
};
export type Options = Record<string, Option[]> & { integrated_systems: string[] };

/** What a test changes in the valid wizard body; everything left out keeps the body valid. */
export type BodyChoices = {
  /** Whose company issues it, and so whose parties it names (the demo user's by default). */
  token?: string;
  /** The top-level fields to set (mtr_option, document_type, transport_cost, ...). */
  fields?: Record<string, string>;
  /** The residues of the lines, in order, each named by the start of its label in the options. */
  residues?: string[];
  /** Fields every line gets (packaging, origin, ...). */
  line?: Record<string, string>;
};

/**
 * The demo database (seeded for this file alone, see useSeededDemo) and what the output tests do with
 * it: read the wizard's options, build a valid wizard body, issue it. `demo` is filled in beforeAll;
 * the functions read it when called, inside tests.
 */
export function useOutputDocuments(folder: string) {
  const demo = useSeededDemo(folder);

  async function options(query = "", token = demo.token) {
    const answer = await call(demo.setup.app, "GET", `/outputs/options${query}`, token);
    expect(answer.status).toBe(200);
    return answer.body as Options;
  }

  /**
   * A seeded negotiation's recipient and carrier among `token`'s company's own, and the options for them.
   * Read once per company and file: the tests change what the options say of these parties, never which
   * ones they are, and the body only names them.
   */
  const known = new Map<string, Parties>();
  async function parties(token: string) {
    const cached = known.get(token);
    if (cached) return cached;
    const found = await readParties(token);
    known.set(token, found);
    return found;
  }
  type Parties = Awaited<ReturnType<typeof readParties>>;
  async function readParties(token: string) {
    const offered = await options("", token);
    const { rows } = await demo.db.query<{ destiny: string; transporter: string }>(
      `select rp.uuid::text as destiny, cp.uuid::text as transporter from residue_negotiations n
         join providers rp on rp.id = n.recipient_id join providers cp on cp.id = n.carrier_id
        where rp.uuid = any($1::uuid[]) limit 1`,
      [offered.recipients!.map((r) => r.value)],
    );
    const { destiny, transporter } = rows[0]!;
    return {
      destiny,
      transporter,
      chosen: await options(`?destiny=${destiny}&transporter=${transporter}`, token),
    };
  }

  /**
   * A complete wizard body for the seeded parties: a romaneio with an MTR only on the platform, the
   * first line's residue's negotiated transport cost, a driver, a generator ticket, and one line per residue (Papelão 2.5 t,
   * the used oil 0.8 t) citing the recipient's licence.
   */
  async function outputBody({
    token = demo.token,
    fields = {},
    residues = ["Papelão", "Óleo lubrificante usado"],
    line = {},
  }: BodyChoices = {}): Promise<[string, Part][]> {
    const { destiny, transporter, chosen } = await parties(token);
    const lines = residues.flatMap((name, i) => {
      const residue = chosen.residues!.find((r) => r.label.startsWith(name));
      if (!residue) throw new Error(`the options offer no residue "${name}"`);
      const values = {
        uuid: `line-${i}`,
        residue: residue.value,
        authorization: chosen.licenses![0]!.value,
        quantity: i === 0 ? "2.5" : "0.8",
        packaging: "fardo",
        packaging_quantity: "4",
        origin: "SP",
        ...line,
      };
      return Object.entries(values).map(([field, value]): [string, Part] => [
        `residues[${i}][${field}]`,
        value,
      ]);
    });
    const firstResidue = lines.find(([name]) => name === "residues[0][residue]")?.[1];
    const top = {
      document_type: "romaneio",
      mtr_option: "only_pv",
      destiny,
      transporter,
      vehicle_type: "bau",
      // The cost negotiated for the first line's residue: the form offers only those of the lines.
      transport_cost: chosen.transport_costs!.find((cost) => cost.residue === firstResidue)!.value,
      driver: chosen.drivers![0]!.value,
      vehicle_plate: "ABC1D23",
      observations: "Carga lonada.",
      mtr_responsible: "logged_user",
      responsible_name: "Rita Restrita",
      ...fields,
    };
    return [
      ...Object.entries(top),
      ...lines,
      ["generator_ticket", { file: PDF, name: "ticket.pdf", type: "application/pdf" }],
    ];
  }

  /** Posts a wizard body as `token`'s company, whatever the answer. */
  const submit = (body: [string, Part][], token = demo.token) =>
    call(demo.setup.app, "POST", "/outputs", token, body);

  /** Issues a valid output (see outputBody) and answers the issued document. */
  async function issue(choices: BodyChoices = {}) {
    const created = await submit(await outputBody(choices), choices.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  const read = async (id: string, token = demo.token) =>
    (await call(demo.setup.app, "GET", `/outputs/${id}`, token)).body;
  const post = (path: string, body: Record<string, unknown>) =>
    call(demo.setup.app, "POST", path, demo.token, body);

  /** The issued document's MTR PDF as one line of text (its words joined by single spaces). */
  async function mtrText(id: string) {
    const pdf = await call(demo.setup.app, "GET", `/outputs/${id}/mtr.pdf`, demo.token);
    expect(pdf.status).toBe(200);
    const document = await getDocumentProxy(new Uint8Array(pdf.response.rawPayload));
    return (await extractText(document)).text.join(" ").replace(/\s+/g, " ");
  }

  /**
   * Renames the document's recipient and transporter (legal 'Razão trocada {suffix} Ltda.', trading
   * 'Fantasia trocada {suffix}') and its driver ('Motorista Trocado'), as later edits of those records would.
   */
  async function renameParties(outputUuid: string, suffix: string) {
    await demo.db.query(
      `update provider_companies pc set company_name = 'Razão trocada ' || $2 || ' Ltda.',
              trading_name = 'Fantasia trocada ' || $2
         from outputs o where o.uuid = $1 and pc.provider_id in (o.destiny_id, o.transporter_id)`,
      [outputUuid, suffix],
    );
    await demo.db.query(
      `update provider_employees e set name = 'Motorista', last_name = 'Trocado'
         from outputs o where o.uuid = $1 and e.id = o.driver_id`,
      [outputUuid],
    );
  }

  /** The names the document's fixed copy (outputs.printed) holds: what it was issued with. */
  async function printedNames(outputUuid: string) {
    const { rows } = await demo.db.query<{ recipient: string; transporter: string; driver: string }>(
      `select printed->'recipient'->>'name' as recipient, printed->'transporter'->>'name' as transporter,
              printed->>'driver_name' as driver
         from outputs where uuid = $1`,
      [outputUuid],
    );
    return rows[0]!;
  }

  return { demo, options, outputBody, submit, issue, read, post, mtrText, renameParties, printedNames };
}
