// The output documents' MTRs in the public systems (issue 16), through the API, the job queue and the
// SINIR stand-in: the manifest's code across companies, the lifecycle steps relayed in order, and the
// manifest's body in the system's codes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCodeBook, createSinirClient, type PublicMtrSystem } from "../../src/integrations/mtr";
import { jobStatus, type Worker } from "../../src/jobs";
import { localClock } from "../../src/notifications";
import { RELAY_QUEUE, relayHandler } from "../../src/outputs/relay";
import { CANCELLED_BEFORE_SEND, SEND_QUEUE, sendHandler } from "../../src/outputs/send";
import { DEMO_COMPANY } from "../../src/seed/demo";
import { ensureDemoFiles } from "../../src/seed/files";
import { seedProviders } from "../../src/seed/providers";
import { seedResidues } from "../../src/seed/residues";
import { createLocalStorage } from "../../src/storage/storage";
import { call } from "../providers/support";
import { tempDir } from "../support/app";
import { drain, drivenWorker } from "../support/jobs";
import { type MtrStandIn, startMtrStandIn } from "../support/mtr-stand-in";
import { useOutputDocuments } from "./support";

const outputs = useOutputDocuments("public-systems");
const { demo, read, post } = outputs;
/** Brasília's day, the day an MTR is issued on (the UTC date is already the next one from 21:00). */
const today = () => localClock(new Date()).day;
const hex = (uuid: string) => uuid.replace(/-/g, "");

let stand: MtrStandIn;
let system: PublicMtrSystem;
let worker: Worker;

/** A worker for both queues over `over` (the stand-in's client unless a test wraps it), retrying at once. */
function workerFor(over: PublicMtrSystem): Worker {
  const deps = { db: demo.db, system: over, codes: createCodeBook(over) };
  return drivenWorker(demo.db, { [SEND_QUEUE]: sendHandler(deps), [RELAY_QUEUE]: relayHandler(deps) });
}

beforeAll(async () => {
  stand = await startMtrStandIn();
  system = createSinirClient({
    settings: { apiUrl: stand.url, user: "12345678909", password: "senha-de-teste", unit: "1" },
  });
  worker = workerFor(system);
});
afterAll(() => stand?.close());

/** An MTR for the public systems (no transport cost), issued as `token`'s company with its own parties. */
const issue = (token = demo.token, packaging = "fardo") =>
  outputs.issue({
    token,
    fields: { mtr_option: "pv_and_others", transport_cost: "none" },
    line: { packaging },
  });

const receive = (output: { uuid_output: string; residues: { uuid: string }[] }, quantities: number[]) =>
  post(`/outputs/${output.uuid_output}/receipt`, {
    received_at: today(),
    receiver_name: "Carlos Balança",
    lines: output.residues.map((line, i) => ({ uuid: line.uuid, received_quantity: quantities[i] })),
  });
const JUSTIFICATION = "Carga remarcada para a próxima semana pelo transportador.";

/**
 * The stand-in's client whose send waits, once started, until `release`: a cancellation pressed while the
 * worker holds the send (`started` resolved) can no longer withdraw it.
 */
function heldSend() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sending = () => {};
  const started = new Promise<void>((resolve) => {
    sending = resolve;
  });
  const slow: PublicMtrSystem = {
    ...system,
    name: system.name,
    async send(manifest) {
      sending();
      await gate;
      return system.send(manifest);
    },
  };
  return { slow, started, release: () => release() };
}

/**
 * Cancels the MTR `id` while a worker of its own holds its send (started, not answered): the send can no
 * longer be withdrawn. `release` lets the send go on; `running` is the worker's round.
 */
async function cancelWhileHeld(id: string) {
  const { slow, started, release } = heldSend();
  const own = workerFor(slow);
  const running = own.runOnce();
  await started;
  expect((await post(`/outputs/${id}/cancellation`, { justification: JUSTIFICATION })).status).toBe(200);
  return { own, running, release };
}

/** The timeline's public-system steps: the send (no step) and each relayed step, in order. */
const relayed = (output: { events: { action: string; detail: Record<string, unknown> }[] }) =>
  output.events.filter((e) => e.action === "sent").map((e) => e.detail.step ?? "send");

describe("the manifest's code in the public system", () => {
  it("gives two companies' equal MTR numbers two manifests: the code is the document's, not its number", async () => {
    // A second company with the demo's providers and residues (Recicla Norte, the restricted user's).
    const { rows } = await demo.db.query<{ company_id: number; user_id: number; cnpj: string }>(
      `select uc.company_id, u.id as user_id, c.cnpj from users u
         join user_companies uc on uc.user_id = u.id join companies c on c.id = uc.company_id
        where lower(u.email) = 'restrito@trilha.com.br'`,
    );
    expect(rows).toHaveLength(1);
    const other = rows[0]!;
    const storage = createLocalStorage(tempDir("public-systems-other"));
    await demo.db.transaction(async (tx) => {
      const files = await ensureDemoFiles(tx, storage, other.company_id, []);
      await seedProviders(tx, { companyId: other.company_id, userId: other.user_id, files });
      await seedResidues(tx, { companyId: other.company_id });
    });

    const first = await issue();
    const [year, sequence] = first.mtr_number.split("/").map(Number);
    // The other company's counter just before it: its next MTR has the very same number.
    await demo.db.query(
      `insert into document_counters (company_id, kind, year, last) values ($1, 'mtr', $2, $3)
       on conflict (company_id, kind, year) do update set last = excluded.last`,
      [other.company_id, year, sequence - 1],
    );
    const second = await issue(demo.setup.token);
    expect(second.mtr_number).toBe(first.mtr_number);

    await drain(worker);
    const [a, b] = [await read(first.uuid_output), await read(second.uuid_output, demo.setup.token)];
    expect(a).toMatchObject({ public_status: "sent", public_number: expect.any(String) });
    expect(b).toMatchObject({ public_status: "sent", public_number: expect.any(String) });
    expect(b.public_number).not.toBe(a.public_number);
    const [manifestA, manifestB] = [
      stand.manifests.get(a.public_number)!,
      stand.manifests.get(b.public_number)!,
    ];
    expect(manifestA.generatorCode).toBe(hex(first.uuid_output));
    expect(manifestB.generatorCode).toBe(hex(second.uuid_output));
    expect(manifestA.body.gerador).toMatchObject({ cnpj: DEMO_COMPANY.cnpj });
    expect(manifestB.body.gerador).toMatchObject({ cnpj: other.cnpj });

    // A resend after a lost answer still finds its own manifest (same code), not another's.
    await demo.db.query("update outputs set public_status = 'pending' where uuid = $1", [second.uuid_output]);
    await demo.db.query(
      `insert into jobs (queue, key, payload) select $1, 'output:' || id, json_build_object('output', id, 'company', company_id)
         from outputs where uuid = $2`,
      [SEND_QUEUE, second.uuid_output],
    );
    await drain(worker);
    expect((await read(second.uuid_output, demo.setup.token)).public_number).toBe(b.public_number);
  }, 60_000);
});

describe("the lifecycle relayed to the public system", () => {
  it("cancels in SINIR an MTR cancelled after it was sent", async () => {
    const output = await issue();
    await drain(worker);
    const sent = await read(output.uuid_output);
    expect(sent.public_status).toBe("sent");

    const cancelled = await post(`/outputs/${output.uuid_output}/cancellation`, {
      justification: JUSTIFICATION,
    });
    expect(cancelled.status).toBe(200);
    expect(stand.manifests.get(sent.public_number)!.status).toBe("Salvo"); // queued, not yet relayed
    await drain(worker);
    const manifest = stand.manifests.get(sent.public_number)!;
    expect(manifest).toMatchObject({ status: "Cancelado", cancelJustification: JUSTIFICATION });
    const after = await read(output.uuid_output);
    expect(after).toMatchObject({ status: "cancelled", public_status: "sent", public_error: null });
    expect(relayed(after)).toEqual(["send", "cancel"]);
    expect(after.events.at(-1)).toMatchObject({
      action: "sent",
      user: null,
      detail: { system: "SINIR", step: "cancel", number: sent.public_number },
    });
  });

  it("declares the receipt with the received quantities, then the CDF", async () => {
    const output = await issue();
    await drain(worker);
    const number = (await read(output.uuid_output)).public_number;

    expect((await receive(output, [2.4, 0.8])).status).toBe(200);
    await drain(worker);
    const manifest = stand.manifests.get(number)!;
    expect(manifest.status).toBe("Recebido");
    expect(manifest.received).toMatchObject({
      manifestoNumero: number,
      dataRecebimento: today(),
      nomeResponsavelRecebimento: "Carlos Balança",
      residuos: [
        { codigoIbama: "150101", quantidadeRecebida: 2.4, codigoUnidade: "3" },
        { codigoIbama: "130205", quantidadeRecebida: 0.8, codigoUnidade: "3" },
      ],
    });

    expect((await post(`/outputs/${output.uuid_output}/cdf`, { treatment: "Reciclagem" })).status).toBe(200);
    await drain(worker);
    const closed = await read(output.uuid_output);
    const cdf = closed.events.at(-1);
    expect(cdf).toMatchObject({
      action: "sent",
      detail: { step: "cdf", number, cdf_number: expect.any(String) },
    });
    expect(stand.cdfs.get(cdf.detail.cdf_number)).toEqual([number]);
    expect(relayed(closed)).toEqual(["send", "receipt", "cdf"]);
  });

  it("holds the steps of a provisional MTR until SINIR answers the send, then relays them in order", async () => {
    const output = await issue();
    stand.failNext(1, 503, { paths: ["/salvarManifestoLote"] });
    await worker.runOnce();
    expect(await read(output.uuid_output)).toMatchObject({ public_status: "pending", public_number: null });

    // Received and closed in Trilha while provisional: nothing is queued for SINIR yet.
    stand.failNext(1, 503, { paths: ["/salvarManifestoLote"] });
    expect((await receive(output, [2.5, 0.8])).status).toBe(200);
    expect((await post(`/outputs/${output.uuid_output}/cdf`, { treatment: "Reciclagem" })).status).toBe(200);
    const { rows } = await demo.db.query("select 1 from jobs where queue = $1 and key like $2", [
      RELAY_QUEUE,
      `output:${(await demo.db.query<{ id: number }>("select id from outputs where uuid = $1", [output.uuid_output])).rows[0]!.id}:%`,
    ]);
    expect(rows).toHaveLength(0);

    const from = stand.calls.length;
    await drain(worker);
    const regular = await read(output.uuid_output);
    expect(regular).toMatchObject({
      status: "closed",
      public_status: "sent",
      public_number: expect.any(String),
    });
    expect(relayed(regular)).toEqual(["send", "receipt", "cdf"]);
    const operations = stand.calls
      .slice(from)
      .filter((path) => ["/salvarManifestoLote", "/receberManifestoLote", "/emiteCDF"].includes(path));
    // The send's retry (503 once more), the send, then the receipt before the CDF.
    expect(operations).toEqual([
      "/salvarManifestoLote",
      "/salvarManifestoLote",
      "/receberManifestoLote",
      "/emiteCDF",
    ]);
    expect(stand.manifests.get(regular.public_number)).toMatchObject({
      status: "Recebido",
      cdf: expect.any(String),
    });
  });

  it("withdraws the pending send of an MTR cancelled before SINIR answered: nothing is sent, nothing cancelled", async () => {
    const output = await issue();
    stand.failNext(1, 503, { paths: ["/salvarManifestoLote"] });
    await worker.runOnce();
    const saves = stand.calls.filter((path) => path === "/salvarManifestoLote").length;

    expect(
      (await post(`/outputs/${output.uuid_output}/cancellation`, { justification: JUSTIFICATION })).status,
    ).toBe(200);
    const { rows } = await demo.db.query<{ id: number }>("select id from outputs where uuid = $1", [
      output.uuid_output,
    ]);
    expect(await jobStatus(demo.db, SEND_QUEUE, `output:${rows[0]!.id}`)).toMatchObject({
      status: "failed",
      lastError: CANCELLED_BEFORE_SEND,
    });
    await drain(worker);
    expect(stand.calls.filter((path) => path === "/salvarManifestoLote")).toHaveLength(saves);
    expect([...stand.manifests.values()].some((m) => m.generatorCode === hex(output.uuid_output))).toBe(
      false,
    );
    // Withdrawn, not failed: nothing to resend, and not provisional any more: it will never be registered.
    expect(await read(output.uuid_output)).toMatchObject({
      status: "cancelled",
      public_status: "withdrawn",
      public_number: null,
      public_error: CANCELLED_BEFORE_SEND,
    });
    expect((await post(`/outputs/${output.uuid_output}/resend`, {})).status).toBe(409);
    const page = await demo.setup.app.inject({ url: `/api/v1/public/mtr/${output.verification_code}` });
    expect(JSON.parse(page.body)).toMatchObject({
      status: "cancelled",
      provisional: false,
      withdrawn: true,
      public_number: null,
    });
    const text = await outputs.mtrText(output.uuid_output);
    expect(text).toContain("Situação: Cancelado");
    expect(text).toContain("Não registrado no sistema oficial (SINIR): cancelado antes do registro.");
    expect(text).not.toContain("PROVISÓRIO");
  });

  it("withdraws the send of an MTR cancelled while the worker held it, once the system refuses it", async () => {
    const output = await issue();
    stand.failNext(1, 400, { paths: ["/salvarManifestoLote"], retorno: "Sistema em manutenção;" });
    const { own, running, release } = await cancelWhileHeld(output.uuid_output);
    expect(await read(output.uuid_output)).toMatchObject({ status: "cancelled", public_status: "pending" });
    release();
    await running;
    await drain(own);
    expect(await read(output.uuid_output)).toMatchObject({
      status: "cancelled",
      public_status: "withdrawn",
      public_number: null,
      public_error: CANCELLED_BEFORE_SEND,
    });
  });

  it("cancels in SINIR an MTR cancelled while its send was on the way, once the send is answered", async () => {
    const output = await issue();
    const { own, running, release } = await cancelWhileHeld(output.uuid_output);
    release();
    await running;
    await drain(own);
    const after = await read(output.uuid_output);
    expect(after).toMatchObject({ status: "cancelled", public_status: "sent" });
    expect(relayed(after)).toEqual(["send", "cancel"]);
    expect(stand.manifests.get(after.public_number)!.status).toBe("Cancelado");
  });

  it("retries a step SINIR could not take, shows one it refused on the timeline, and relays it again on resend", async () => {
    const output = await issue();
    await drain(worker);
    const number = (await read(output.uuid_output)).public_number;

    // Unavailable once: kept as the last error while the queue retries, then relayed.
    stand.failNext(1, 503, { paths: ["/receberManifestoLote"] });
    expect((await receive(output, [2.5, 0.8])).status).toBe(200);
    await worker.runOnce();
    expect(await read(output.uuid_output)).toMatchObject({
      public_status: "sent",
      public_error: "O SINIR está indisponível (HTTP 503).",
    });
    await drain(worker);
    const received = await read(output.uuid_output);
    expect(received).toMatchObject({ public_status: "sent", public_error: null });
    expect(relayed(received)).toEqual(["send", "receipt"]);

    // Refused: failed for good, on the timeline like a send's failure; the MTR stays regular.
    stand.failNext(1, 400, { paths: ["/emiteCDF"], retorno: "Manifesto em análise pelo órgão ambiental;" });
    expect((await post(`/outputs/${output.uuid_output}/cdf`, { treatment: "Reciclagem" })).status).toBe(200);
    await drain(worker);
    const refused = await read(output.uuid_output);
    const message = "O SINIR recusou a emissão do CDF: Manifesto em análise pelo órgão ambiental";
    expect(refused).toMatchObject({ public_status: "failed", public_number: number, public_error: message });
    expect(refused.events.at(-1)).toMatchObject({
      action: "send_failed",
      user: null,
      detail: { system: "SINIR", step: "cdf", message },
    });
    const page = await demo.setup.app.inject({ url: `/api/v1/public/mtr/${output.verification_code}` });
    expect(JSON.parse(page.body)).toMatchObject({ provisional: false, public_number: number });

    const resent = await post(`/outputs/${output.uuid_output}/resend`, {});
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body).toMatchObject({ public_status: "sent", public_error: null });
    expect(resent.body.events.at(-1)).toMatchObject({
      action: "resend",
      detail: { system: "SINIR", step: "cdf" },
    });
    await drain(worker);
    const closed = await read(output.uuid_output);
    expect(relayed(closed)).toEqual(["send", "receipt", "cdf"]);
    expect((await post(`/outputs/${output.uuid_output}/resend`, {})).status).toBe(409);
  });

  it("retries a refused cancellation on resend, though the MTR is cancelled", async () => {
    const output = await issue();
    await drain(worker);
    stand.failNext(1, 400, { paths: ["/cancelarManifesto"], retorno: "Manifesto bloqueado;" });
    expect(
      (await post(`/outputs/${output.uuid_output}/cancellation`, { justification: JUSTIFICATION })).status,
    ).toBe(200);
    await drain(worker);
    expect(await read(output.uuid_output)).toMatchObject({ status: "cancelled", public_status: "failed" });
    expect((await post(`/outputs/${output.uuid_output}/resend`, {})).status).toBe(200);
    await drain(worker);
    const after = await read(output.uuid_output);
    expect(relayed(after)).toEqual(["send", "cancel"]);
    expect(stand.manifests.get(after.public_number)!.status).toBe("Cancelado");
  });
});

describe("the manifest's body", () => {
  it("sends the system's codes for the platform's values, and ANTT's fields of a hazardous residue", async () => {
    await demo.db.query(
      `update residues set onu_code = 'UN3082', main_risk_class = '9', packing_group = 'III'
        where name = 'Óleo lubrificante usado'`,
    );
    try {
      const lists = stand.calls.filter((path) => path.startsWith("/retornaLista")).length;
      const output = await issue();
      await drain(worker);
      const sent = await read(output.uuid_output);
      expect(sent.public_status).toBe("sent");
      const body = stand.manifests.get(sent.public_number)!.body;
      expect(body.residuos).toEqual([
        // Papelão: Classe II A, t, Fardo, Sólido, Reciclagem de materiais.
        expect.objectContaining({
          codigoIbama: "150101",
          codigoClasse: "2",
          codigoUnidade: "3",
          codigoAcondicionamento: "4",
          codigoEstadoFisico: "1",
          codigoTecnologia: "11",
        }),
        // The used oil: Classe I, Líquido, "Rerrefino de óleo lubrificante" (the system writes its capitals).
        expect.objectContaining({
          codigoIbama: "130205",
          codigoClasse: "1",
          codigoEstadoFisico: "2",
          codigoTecnologia: "12",
          numeroOnu: "3082",
          classeRisco: "9",
          grupoEmbalagem: "III",
        }),
      ]);
      expect((body.residuos as object[])[0]).not.toHaveProperty("numeroOnu");
      // The lists were read once by this worker and kept: this send read none.
      expect(stand.calls.filter((path) => path.startsWith("/retornaLista")).length).toBe(lists);
    } finally {
      await demo.db.query(
        `update residues set onu_code = null, main_risk_class = null, packing_group = null
          where name = 'Óleo lubrificante usado'`,
      );
    }
  });

  it("refuses, naming it, a value the system's list does not have, and sends no label", async () => {
    const saves = stand.calls.filter((path) => path === "/salvarManifestoLote").length;
    const output = await issue(demo.token, "tonel");
    await drain(worker);
    const failed = await read(output.uuid_output);
    const message =
      'Acondicionamento "Tonel" (resíduo "Papelão") não corresponde a nenhum item da lista de acondicionamentos do SINIR: ajuste o cadastro e reenvie o MTR. ' +
      'Acondicionamento "Tonel" (resíduo "Óleo lubrificante usado") não corresponde a nenhum item da lista de acondicionamentos do SINIR: ajuste o cadastro e reenvie o MTR.';
    expect(failed).toMatchObject({ public_status: "failed", public_number: null, public_error: message });
    expect(failed.events.at(-1)).toMatchObject({ action: "send_failed", detail: { message } });
    expect(stand.calls.filter((path) => path === "/salvarManifestoLote")).toHaveLength(saves);

    // The system adds the entry: the resend finds it (the list is read again) and the MTR goes.
    stand.lists.packagings.push({ tipoCodigo: 15, tipoDescricao: "TONEL" });
    try {
      const codes = createCodeBook(system);
      const fresh = drivenWorker(demo.db, { [SEND_QUEUE]: sendHandler({ db: demo.db, system, codes }) });
      expect((await post(`/outputs/${output.uuid_output}/resend`, {})).status).toBe(200);
      await drain(fresh);
      const sent = await read(output.uuid_output);
      expect(sent.public_status).toBe("sent");
      expect(stand.manifests.get(sent.public_number)!.body.residuos).toEqual([
        expect.objectContaining({ codigoAcondicionamento: "15" }),
        expect.objectContaining({ codigoAcondicionamento: "15" }),
      ]);
    } finally {
      stand.lists.packagings.pop();
    }
  });

  it("names a party registered by CPF by its CPF, and refuses one registered abroad", async () => {
    // The parties as they are when each document is issued: the MTR sends them as it prints them.
    const { rows } = await demo.db.query<{ provider_id: number; cnpj: string; company_name: string }>(
      `select pc.provider_id, pc.cnpj, pc.company_name from provider_companies pc
         join outputs o on o.destiny_id = pc.provider_id where o.uuid = $1`,
      [(await issue()).uuid_output],
    );
    const { provider_id: provider, cnpj, company_name: name } = rows[0]!;
    await drain(worker);
    const publicBody = () =>
      outputs.outputBody({
        fields: { mtr_option: "pv_and_others", transport_cost: "none" },
        line: { packaging: "fardo" },
      });
    const abroad = `O destinatário "${name}" tem registro internacional: os sistemas públicos identificam as partes por CNPJ ou CPF. Escolha outro destinatário ou emita o MTR somente na plataforma.`;
    const uuid = (
      await demo.db.query<{ uuid: string }>("select uuid::text from providers where id = $1", [provider])
    ).rows[0]!.uuid;
    try {
      // Registered abroad: refused on its field when issued, whatever its registry looks like (14 digits too).
      for (const registry of ["US-778", "12345678000195"]) {
        await demo.db.query(
          "update provider_companies set registry_type = 'international_registry', cnpj = null, international_registry = $2 where provider_id = $1",
          [provider, registry],
        );
        // The form's options say so, with the name the refusal gives, for the form to say it at once.
        const offered = (await outputs.options()).recipients!.find((option) => option.value === uuid);
        expect(offered, registry).toMatchObject({
          company_name: name,
          registry_type: "international_registry",
        });
        const refused = await outputs.submit(await publicBody());
        expect(refused.status, registry).toBe(422);
        expect(refused.body.fields.destiny, registry).toBe(abroad);
      }
      // Only on the platform, the public systems' rule does not apply.
      await outputs.issue({ fields: { mtr_option: "only_pv" } });

      await demo.db.query(
        "update provider_companies set registry_type = 'cpf', international_registry = null, cpf = '52998224725' where provider_id = $1",
        [provider],
      );
      const person = await issue();
      await drain(worker);
      const sent = await read(person.uuid_output);
      expect(sent.public_status).toBe("sent");
      const recipient = stand.manifests.get(sent.public_number)!.body.destinador;
      expect(recipient).toMatchObject({ cpf: "52998224725" });
      expect(recipient).not.toHaveProperty("cnpj");
    } finally {
      await demo.db.query(
        "update provider_companies set registry_type = 'cnpj', cnpj = $2, cpf = null, international_registry = null where provider_id = $1",
        [provider, cnpj],
      );
    }
  });

  it("refuses to send a document issued before parties were fixed whose party is now registered abroad", async () => {
    const output = await issue();
    stand.failNext(1, 400, { paths: ["/salvarManifestoLote"], retorno: "Sistema em manutenção;" });
    await drain(worker);
    // Issued before migration 0064: no fixed copy, the parties are read from their records.
    await demo.db.query("update outputs set printed = null where uuid = $1", [output.uuid_output]);
    const { rows } = await demo.db.query<{ provider_id: number; cnpj: string }>(
      `select pc.provider_id, pc.cnpj from provider_companies pc
         join outputs o on o.destiny_id = pc.provider_id where o.uuid = $1`,
      [output.uuid_output],
    );
    const { provider_id: provider, cnpj } = rows[0]!;
    try {
      await demo.db.query(
        "update provider_companies set registry_type = 'international_registry', cnpj = null, international_registry = '12345678000195' where provider_id = $1",
        [provider],
      );
      expect((await post(`/outputs/${output.uuid_output}/resend`, {})).status).toBe(200);
      await drain(worker);
      const failed = await read(output.uuid_output);
      expect(failed).toMatchObject({ public_status: "failed" });
      expect(failed.public_error).toMatch(
        /^O destinatário ".+" tem registro internacional: o SINIR identifica as partes por CNPJ ou CPF\.$/,
      );
    } finally {
      await demo.db.query(
        "update provider_companies set registry_type = 'cnpj', cnpj = $2, cpf = null, international_registry = null where provider_id = $1",
        [provider, cnpj],
      );
    }
  });

  it("sends the MTR as it was issued: a residue, a provider or a driver edited before a resend does not change it", async () => {
    const output = await issue();
    // Refused once (the document's send fails for good), so the next send is a resend.
    stand.failNext(1, 400, { paths: ["/salvarManifestoLote"], retorno: "Sistema em manutenção;" });
    await drain(worker);
    expect(await read(output.uuid_output)).toMatchObject({ public_status: "failed", public_number: null });
    const { rows } = await demo.db.query<{
      printed: Record<string, { name: string }> & { driver_name: string };
    }>("select printed from outputs where uuid = $1", [output.uuid_output]);
    const printed = rows[0]!.printed;

    // The first line's residue renamed through its edit form; the parties' names and the driver changed.
    const line = output.residues[0] as { residue: string };
    const residue = (await call(demo.setup.app, "GET", `/residues/${line.residue}`, demo.token)).body;
    const saved = await demo.db.query<{ provider_id: number; company_name: string; trading_name: string }>(
      `select pc.provider_id, pc.company_name, pc.trading_name from provider_companies pc
         join outputs o on pc.provider_id in (o.destiny_id, o.transporter_id) where o.uuid = $1`,
      [output.uuid_output],
    );
    const driver = await demo.db.query<{ id: number; name: string; last_name: string }>(
      "select e.id, e.name, e.last_name from provider_employees e join outputs o on e.id = o.driver_id where o.uuid = $1",
      [output.uuid_output],
    );
    try {
      const renamed = await call(demo.setup.app, "PUT", `/residues/${line.residue}`, demo.token, {
        ...residue,
        name: "Nome trocado depois",
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      await demo.db.query(
        `update provider_companies set company_name = 'Razão trocada depois Ltda.', trading_name = 'Fantasia trocada depois'
          where provider_id = any($1)`,
        [saved.rows.map((r) => r.provider_id)],
      );
      await demo.db.query(
        "update provider_employees set name = 'Motorista', last_name = 'Trocado' where id = $1",
        [driver.rows[0]!.id],
      );

      expect((await post(`/outputs/${output.uuid_output}/resend`, {})).status).toBe(200);
      await drain(worker);
      const sent = await read(output.uuid_output);
      expect(sent.public_status).toBe("sent");
      const body = stand.manifests.get(sent.public_number)!.body;
      expect(JSON.stringify(body)).not.toMatch(/trocad/i);
      expect(body).toMatchObject({
        nomeMotorista: printed.driver_name,
        transportador: { nome: printed.transporter!.name },
        destinador: { nome: printed.recipient!.name },
        residuos: [expect.objectContaining({ descricao: residue.name }), expect.anything()],
      });
    } finally {
      await call(demo.setup.app, "PUT", `/residues/${line.residue}`, demo.token, {
        ...(await call(demo.setup.app, "GET", `/residues/${line.residue}`, demo.token)).body,
        name: residue.name,
      });
      for (const party of saved.rows)
        await demo.db.query(
          "update provider_companies set company_name = $2, trading_name = $3 where provider_id = $1",
          [party.provider_id, party.company_name, party.trading_name],
        );
      await demo.db.query("update provider_employees set name = $2, last_name = $3 where id = $1", [
        driver.rows[0]!.id,
        driver.rows[0]!.name,
        driver.rows[0]!.last_name,
      ]);
    }
  });
});
