import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createSinirClient,
  type ManifestToSend,
  MtrRejectedError,
  MtrUnavailableError,
  type PublicMtrSystem,
} from "../../src/integrations/mtr";
import { enqueue, jobStatus, PermanentJobError, startWorker } from "../../src/jobs";
import { useTestDatabase } from "../support/database";
import { type MtrStandIn, startMtrStandIn } from "../support/mtr-stand-in";

const USER = "12345678909";
const PASSWORD = "senha-de-teste";

const manifest = (platformNumber: string, overrides: Partial<ManifestToSend> = {}): ManifestToSend => ({
  platformNumber,
  generator: {
    cnpj: "11.222.333/0001-81",
    name: "Indústria Exemplo Ltda",
    address: "Rua A, 100",
    state: "SP",
    city: "Campinas",
  },
  transporter: {
    cnpj: "22.333.444/0001-90",
    name: "Transportes Rápidos Ltda",
    address: "Av. B, 200",
    state: "SP",
    city: "Sumaré",
  },
  recipient: {
    cnpj: "33.444.555/0001-09",
    name: "Aterro Seguro S.A.",
    address: "Rod. C, km 3",
    state: "SP",
    city: "Paulínia",
  },
  residues: [
    {
      ibamaCode: "15 01 10",
      description: "Embalagens contaminadas",
      class: "I",
      unit: "t",
      quantity: 1.5,
      packaging: "Tambor",
      physicalState: "Sólido",
      treatment: "Aterro Classe I",
    },
  ],
  driverName: "João da Silva",
  vehiclePlate: "abc-1d23",
  responsible: "Maria Souza",
  issuedAt: "2026-03-02",
  observations: "Coleta programada",
  ...overrides,
});

describe("the SINIR adapter", () => {
  let stand: MtrStandIn;
  let time = 0;
  const now = () => time;
  const client = (extra: { timeoutMs?: number } = {}): PublicMtrSystem =>
    createSinirClient({
      settings: { apiUrl: stand.url, user: USER, password: PASSWORD, unit: "1" },
      now,
      ...extra,
    });

  beforeAll(async () => {
    stand = await startMtrStandIn({ user: USER, password: PASSWORD, now });
  });
  afterAll(() => stand.close());
  beforeEach(() => {
    time = Date.UTC(2026, 2, 2, 12);
  });

  it("reuses its token within the hour, renews it before it ends, and logs in again after a 401", async () => {
    const sinir = client();
    const before = stand.logins();
    const { externalNumber } = await sinir.send(manifest("S-100"));
    await sinir.downloadPdf(externalNumber);
    time += 54 * 60_000;
    await sinir.downloadPdf(externalNumber);
    expect(stand.logins() - before).toBe(1);

    time += 2 * 60_000; // 56 min: less than 5 min left, a new token first
    await sinir.downloadPdf(externalNumber);
    expect(stand.logins() - before).toBe(2);

    stand.revokeTokens(); // the system restarted and forgot its tokens
    const pdf = await sinir.downloadPdf(externalNumber);
    expect(stand.logins() - before).toBe(3);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain(`MTR ${externalNumber}`);
  });

  it("sends a platform number once: sending it again answers the same manifest", async () => {
    const sinir = client();
    const first = await sinir.send(manifest("S-200"));
    const again = await client().send(manifest("S-200", { observations: "reenvio" }));
    expect(again).toEqual(first);
    const saved = [...stand.manifests.values()].filter((entry) => entry.generatorCode === "S-200");
    expect(saved).toHaveLength(1);
    expect(saved[0]!.body).toMatchObject({
      codigoGerador: "S-200",
      placaVeiculo: "ABC1D23",
      gerador: { cnpj: "11222333000181", uf: "SP", municipio: "Campinas" },
      residuos: [{ codigoIbama: "150110", classe: "I", unidade: "t", quantidade: 1.5 }],
    });
  });

  it("receives, issues the CDF and cancels through the system", async () => {
    const sinir = client();
    const { externalNumber } = await sinir.send(manifest("S-300"));
    await sinir.receive(externalNumber, [{ ibamaCode: "150110", quantity: 1.4, unit: "t" }], {
      receivedAt: "2026-03-03",
    });
    expect(stand.manifests.get(externalNumber)!.status).toBe("Recebido");
    const { cdfNumber } = await sinir.issueCdf([externalNumber]);
    expect(stand.cdfs.get(cdfNumber)).toEqual([externalNumber]);

    const other = await sinir.send(manifest("S-301"));
    await sinir.cancel(other.externalNumber, "Coleta desmarcada pelo gerador.");
    expect(stand.manifests.get(other.externalNumber)!.status).toBe("Cancelado");
  });

  it("calls a 503, a timeout or a refused connection retryable", async () => {
    const sinir = client({ timeoutMs: 300 });
    await sinir.send(manifest("S-400")); // logged in

    stand.failNext(1, 503);
    const busy = await sinir.send(manifest("S-401")).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(MtrUnavailableError);
    expect(busy).not.toBeInstanceOf(PermanentJobError);
    expect((busy as Error).message).toBe("O SINIR está indisponível (HTTP 503).");

    stand.hangNext(1);
    await expect(sinir.send(manifest("S-401"))).rejects.toThrow(
      new MtrUnavailableError("SINIR", "O SINIR não respondeu em 0,3 s."),
    );

    await stand.down();
    try {
      await expect(sinir.send(manifest("S-401"))).rejects.toThrow("Não foi possível conectar ao SINIR.");
    } finally {
      await stand.up();
    }
    expect((await sinir.send(manifest("S-401"))).externalNumber).toMatch(/^\d+$/);
  });

  it("calls a refusal permanent, in pt-BR with the system's own message", async () => {
    const sinir = client();
    const { externalNumber } = await sinir.send(manifest("S-500"));

    const badCancel = await sinir.cancel(externalNumber, "curta").catch((error: unknown) => error);
    expect(badCancel).toBeInstanceOf(MtrRejectedError);
    expect(badCancel).toBeInstanceOf(PermanentJobError);
    expect(badCancel).toMatchObject({
      status: 400,
      message: `O SINIR recusou o cancelamento do manifesto ${externalNumber}: Justificativa deve ter ao menos 15 caracteres`,
    });

    const badRecipient = manifest("S-501", { recipient: { ...manifest("x").recipient, cnpj: "123" } });
    await expect(sinir.send(badRecipient)).rejects.toThrow(
      new MtrRejectedError("SINIR", "O SINIR recusou o manifesto: CNPJ do destinador inválido"),
    );

    const wrongPassword = createSinirClient({
      settings: { apiUrl: stand.url, user: USER, password: "errada", unit: null },
    });
    await expect(wrongPassword.send(manifest("S-502"))).rejects.toThrow(
      "O SINIR recusou o acesso: Usuário ou senha inválidos",
    );

    const unset = createSinirClient({ settings: { apiUrl: null, user: null, password: null, unit: null } });
    await expect(unset.send(manifest("S-503"))).rejects.toThrow(
      new MtrRejectedError(
        "SINIR",
        "Integração com o SINIR não configurada: defina SINIR_API_URL, SINIR_USER e SINIR_PASSWORD.",
      ),
    );
  });

  describe("through the job queue", () => {
    const database = useTestDatabase();
    const logger = { info() {}, warn() {}, error() {} };

    it("sends an output after the system answered 503 twice, and shows a refusal on the document", async () => {
      let clock = new Date(Date.now() + 3_600_000);
      const saved = new Map<string, string>();
      const send = (system: PublicMtrSystem) => async (payload: { output: string }) => {
        const { externalNumber } = await system.send(manifest(payload.output));
        saved.set(payload.output, externalNumber);
      };
      const worker = startWorker({
        db: database.db,
        logger,
        handlers: {
          "mtr.send": send(client()),
          "mtr.unset": send(
            createSinirClient({ settings: { apiUrl: null, user: null, password: null, unit: null } }),
          ),
        },
        pollMs: 0,
        now: () => clock,
        backoff: () => 60_000,
      });
      await database.db.transaction((tx) =>
        enqueue(tx, { queue: "mtr.send", key: "S-600", payload: { output: "S-600" }, runAt: clock }),
      );

      stand.failNext(2, 503);
      for (let attempt = 1; attempt <= 2; attempt++) {
        expect(await worker.runOnce()).toBe(true);
        expect(await jobStatus(database.db, "mtr.send", "S-600")).toMatchObject({
          status: "pending",
          attempts: attempt,
          lastError: "O SINIR está indisponível (HTTP 503).",
        });
        expect(await worker.runOnce()).toBe(false); // waiting for its backoff
        clock = new Date(clock.getTime() + 60_000);
      }
      expect(await worker.runOnce()).toBe(true);
      expect(await jobStatus(database.db, "mtr.send", "S-600")).toMatchObject({
        status: "done",
        attempts: 3,
        lastError: null,
      });
      expect(stand.manifests.get(saved.get("S-600")!)?.generatorCode).toBe("S-600");

      await enqueue(database.db, {
        queue: "mtr.unset",
        key: "S-601",
        payload: { output: "S-601" },
        runAt: clock,
      });
      expect(await worker.runOnce()).toBe(true);
      expect(await jobStatus(database.db, "mtr.unset", "S-601")).toMatchObject({
        status: "failed",
        attempts: 1,
        lastError:
          "Integração com o SINIR não configurada: defina SINIR_API_URL, SINIR_USER e SINIR_PASSWORD.",
      });
    });
  });
});
