import { describe, expect, it } from "vitest";
import { dashboardFigures } from "../../src/dashboards/figures";
import { localClock } from "../../src/notifications";
import { call } from "../providers/support";
import { useOutputDocuments } from "./support";

// What a document may hold (the columns' bounds, said on the field before the database refuses them),
// how a document is cancelled (with or without MTR, the justification counted trimmed) and what its
// PDF prints of each line.
const { demo, outputBody, submit, issue, read, post, mtrText } = useOutputDocuments("outputs-bounds");

const QUANTITY_TOO_BIG = (label: string) => `O campo ${label} deve ser menor ou igual a 99.999.999.999,999.`;
const JUSTIFICATION = "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.";

describe("output documents: bounds", () => {
  it("refuses a line quantity or packaging quantity past numeric(14, 3) on its field, saving nothing", async () => {
    const before = await call(demo.setup.app, "GET", "/outputs?per_page=1", demo.token);
    const refused = await submit(
      await outputBody({ line: { quantity: "99999999999999999999", packaging_quantity: "100000000000" } }),
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.fields).toMatchObject({
      "residues.0.quantity": QUANTITY_TOO_BIG("Quantidade"),
      "residues.0.packaging_quantity": QUANTITY_TOO_BIG("Quantidade de embalagens"),
    });
    const after = await call(demo.setup.app, "GET", "/outputs?per_page=1", demo.token);
    expect(after.body.total).toBe(before.body.total);
    // The largest the column takes is issued.
    const largest = await issue({ line: { quantity: "99999999999.999" } });
    expect(largest.residues[0].quantity).toBe(99999999999.999);
  });

  it("refuses a fourth decimal on its field rather than letting numeric(14, 3) round it away", async () => {
    const refused = await submit(
      await outputBody({ line: { quantity: "0.0004", packaging_quantity: "2.1234" } }),
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.fields).toMatchObject({
      "residues.0.quantity": "O campo Quantidade deve ter no máximo 3 casas decimais.",
      "residues.0.packaging_quantity":
        "O campo Quantidade de embalagens deve ter no máximo 3 casas decimais.",
    });
    // Three decimals (kilograms in tonnes) are kept as sent.
    const output = await issue({ line: { quantity: "0.125", packaging_quantity: "1.5" } });
    expect(output.residues[0].quantity).toBe(0.125);
    const received = await post(`/outputs/${output.uuid_output}/receipt`, {
      received_at: localClock(new Date()).day,
      receiver_name: "Carlos Balança",
      lines: output.residues.map((line: { uuid: string }) => ({
        uuid: line.uuid,
        received_quantity: 0.1205,
      })),
    });
    expect(received.status, JSON.stringify(received.body)).toBe(422);
    expect(received.body.fields).toMatchObject({
      "lines.0.received_quantity": "O campo Quantidade recebida deve ter no máximo 3 casas decimais.",
    });
  });

  it("refuses a received quantity past numeric(14, 3) on its line", async () => {
    const output = await issue();
    const received = await post(`/outputs/${output.uuid_output}/receipt`, {
      received_at: localClock(new Date()).day,
      receiver_name: "Carlos Balança",
      lines: output.residues.map((line: { uuid: string }) => ({
        uuid: line.uuid,
        received_quantity: 99999999999999,
      })),
    });
    expect(received.status, JSON.stringify(received.body)).toBe(422);
    expect(received.body.fields).toMatchObject({
      "lines.0.received_quantity": QUANTITY_TOO_BIG("Quantidade recebida"),
    });
    expect((await read(output.uuid_output)).status).toBe("issued");
  });

  it("refuses a received quantity of 0 on its line, leaving the MTR issued", async () => {
    const output = await issue();
    const received = await post(`/outputs/${output.uuid_output}/receipt`, {
      received_at: localClock(new Date()).day,
      receiver_name: "Carlos Balança",
      lines: output.residues.map((line: { uuid: string }) => ({ uuid: line.uuid, received_quantity: 0 })),
    });
    expect(received.status, JSON.stringify(received.body)).toBe(422);
    expect(received.body.fields).toMatchObject({
      "lines.0.received_quantity": "O campo Quantidade recebida deve ser maior que 0.",
    });
    expect((await read(output.uuid_output)).status).toBe("issued");
  });

  it("bounds the free text fields as the form does: seal number 30, responsible's name 100", async () => {
    const refused = await submit(
      await outputBody({
        fields: {
          seal_number: "L".repeat(31),
          responsible_name: "R".repeat(101),
          observations: "O".repeat(501),
          vehicle_type: "v".repeat(41),
        },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toMatchObject({
      seal_number: "O campo Número do lacre deve ter no máximo 30 caracteres.",
      responsible_name: "O campo Nome do responsável deve ter no máximo 100 caracteres.",
      observations: "O campo Observações deve ter no máximo 500 caracteres.",
      vehicle_type: "O campo Tipo de veículo deve ter no máximo 40 caracteres.",
    });
    const atTheLimit = await issue({
      fields: { seal_number: "L".repeat(30), responsible_name: "R".repeat(100) },
    });
    expect(atTheLimit).toMatchObject({ seal_number: "L".repeat(30), responsible_name: "R".repeat(100) });
  });

  it("counts a line break once, as the form does, though the browser's multipart body sends it as CRLF", async () => {
    // The textarea holds "\n"; a browser's FormData sends every line break as "\r\n" (HTML's multipart
    // encoding), so 500 characters with 9 line breaks arrive as 509.
    const typed = `${"Linha de observação.\n".repeat(9)}${"x".repeat(500 - 21 * 9)}`;
    expect([...typed]).toHaveLength(500);
    const output = await issue({ fields: { observations: typed.replaceAll("\n", "\r\n") } });
    expect(output.observations).toBe(typed);
  });

  it("keeps an MTR template's name trimmed, so a name typed with spaces around is the same name", async () => {
    const values = { document_type: "romaneio", mtr_option: "only_pv", residues: [] };
    const created = await post("/mtr-templates", { name: "  Modelo QA 😀  ", values });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.name).toBe("Modelo QA 😀");
    const again = await post("/mtr-templates", { name: "Modelo QA 😀", values });
    expect(again.status).toBe(409);
  });
});

describe("output documents: cancellation", () => {
  it("cancels a document issued without MTR, kept in its history and out of the control panel's tonnes", async () => {
    const company = (await call(demo.setup.app, "GET", "/session", demo.token)).body.company.id;
    const tonnes = async () =>
      (await dashboardFigures(demo.db, company)).tonnes_by_class.reduce((sum, c) => sum + c.tonnes, 0);
    const start = await tonnes();
    const output = await issue({ fields: { mtr_option: "none" } });
    expect(output.mtr_number).toBeNull();
    const issued = await tonnes();
    expect(issued).toBeCloseTo(start + 3.3, 3);

    const short = await post(`/outputs/${output.uuid_output}/cancellation`, { justification: "curta" });
    expect(short.status).toBe(422);
    const justification = "Documento emitido com o destinatário errado; será emitido de novo.";
    const cancelled = await post(`/outputs/${output.uuid_output}/cancellation`, { justification });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", cancel_justification: justification });
    expect(cancelled.body.events.at(-1)).toMatchObject({ action: "cancelled", detail: { justification } });
    expect(await tonnes()).toBeCloseTo(start, 3);

    const twice = await post(`/outputs/${output.uuid_output}/cancellation`, { justification });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("O documento de saída já está cancelado.");
    // Still no receipt for a document without MTR.
    const receipt = await post(`/outputs/${output.uuid_output}/receipt`, {});
    expect(receipt.status).toBe(409);
  });

  it("counts the justification trimmed (30 to 500 characters of text) and keeps it trimmed", async () => {
    const { uuid_output: id } = await issue();
    const padded = await post(`/outputs/${id}/cancellation`, { justification: `   ${"a".repeat(29)}   ` });
    expect(padded.status).toBe(422);
    expect(padded.body.fields).toEqual({ justification: JUSTIFICATION });
    const text = "b".repeat(30);
    const cancelled = await post(`/outputs/${id}/cancellation`, { justification: `  ${text}\n ` });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.cancel_justification).toBe(text);
    expect(cancelled.body.events.at(-1).detail.justification).toBe(text);
  });
});

describe("output documents: the MTR's PDF", () => {
  it("prints each line's packaging quantity in a column of its own", async () => {
    const output = await issue({ line: { packaging_quantity: "17" } });
    const text = await mtrText(output.uuid_output);
    expect(text).toContain("Quantidade de embalagens");
    expect(text).toMatch(/Fardo 17\b/);
  });
});
