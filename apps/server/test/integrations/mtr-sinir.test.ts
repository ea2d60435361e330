import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createCodeBook,
  createSinirClient,
  feamLoginBody,
  type ManifestToSend,
  MtrRejectedError,
  MtrUnavailableError,
  normalizeDescription,
  type PublicMtrSystem,
} from "../../src/integrations/mtr";
import { enqueue, jobStatus, PermanentJobError } from "../../src/jobs";
import { useTestDatabase } from "../support/database";
import { drivenWorker } from "../support/jobs";
import { type MtrStandIn, startMtrStandIn } from "../support/mtr-stand-in";

const USER = "12345678909";
const PASSWORD = "senha-de-teste";

/** A manifest whose generator's code and platform number are both `code` (the tests' own ids). */
const manifest = (code: string, overrides: Partial<ManifestToSend> = {}): ManifestToSend => ({
  code,
  platformNumber: code,
  generator: {
    document: { type: "cnpj", number: "11.222.333/0001-81" },
    name: "Indústria Exemplo Ltda",
    address: "Rua A, 100",
    state: "SP",
    city: "Campinas",
  },
  transporter: {
    document: { type: "cnpj", number: "22.333.444/0001-90" },
    name: "Transportes Rápidos Ltda",
    address: "Av. B, 200",
    state: "SP",
    city: "Sumaré",
  },
  recipient: {
    document: { type: "cnpj", number: "33.444.555/0001-09" },
    name: "Aterro Seguro S.A.",
    address: "Rod. C, km 3",
    state: "SP",
    city: "Paulínia",
  },
  residues: [
    {
      ibamaCode: "15 01 10",
      description: "Embalagens contaminadas",
      classCode: "1",
      unitCode: "3",
      quantity: 1.5,
      packagingCode: "1",
      physicalStateCode: "1",
      treatmentCode: "31",
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
      residuos: [
        {
          codigoIbama: "150110",
          codigoClasse: "1",
          codigoUnidade: "3",
          quantidade: 1.5,
          codigoAcondicionamento: "1",
          codigoEstadoFisico: "1",
          codigoTecnologia: "31",
        },
      ],
    });
    expect(saved[0]!.body.residuos).toEqual([expect.not.objectContaining({ numeroOnu: expect.anything() })]);
  });

  it("dedupes by the generator's code alone, as the system does: a platform number repeated under another code is another manifest", async () => {
    const sinir = client();
    const a = await sinir.send(manifest("code-a", { platformNumber: "2026/000001" }));
    const b = await sinir.send(manifest("code-b", { platformNumber: "2026/000001" }));
    expect(b.externalNumber).not.toBe(a.externalNumber);
    // The same code again answers the first manifest, whatever the body says now.
    const again = await sinir.send(
      manifest("code-a", { platformNumber: "2026/000777", observations: "outro" }),
    );
    expect(again).toEqual(a);
  });

  it("names a person by CPF, sends ANTT's fields of a dangerous good, and is refused a label for a code", async () => {
    const sinir = client();
    const person = {
      ...manifest("x").transporter,
      document: { type: "cpf" as const, number: "529.982.247-25" },
    };
    const hazardous = manifest("S-250", {
      transporter: person,
      residues: [
        {
          ...manifest("x").residues[0]!,
          hazard: { unNumber: "UN1202", riskClass: "3", packingGroup: "III" },
        },
      ],
    });
    const { externalNumber } = await sinir.send(hazardous);
    const body = stand.manifests.get(externalNumber)!.body;
    expect(body.transportador).toEqual(expect.objectContaining({ cpf: "52998224725" }));
    expect(body.transportador).not.toHaveProperty("cnpj");
    expect(body.residuos).toEqual([
      expect.objectContaining({ numeroOnu: "1202", classeRisco: "3", grupoEmbalagem: "III" }),
    ]);

    const labelled = manifest("S-251", {
      residues: [{ ...manifest("x").residues[0]!, packagingCode: "Caixa de papelão" }],
    });
    await expect(sinir.send(labelled)).rejects.toThrow(
      new MtrRejectedError(
        "SINIR",
        "O SINIR recusou o manifesto: Código de acondicionamento inválido: Caixa de papelão",
      ),
    );
    const emptyDocument = manifest("S-252", {
      generator: { ...manifest("x").generator, document: { type: "cnpj", number: "" } },
    });
    await expect(sinir.send(emptyDocument)).rejects.toThrow(
      "O SINIR recusou o manifesto: CNPJ do gerador inválido",
    );
  });

  it("reads the reference lists, whatever their fields' prefix, answered bare or in an envelope", async () => {
    const sinir = client();
    expect(await sinir.referenceList("classes")).toContainEqual({
      code: "2",
      description: "Classe II A",
      abbreviation: "IIA",
    });
    expect(await sinir.referenceList("treatments")).toContainEqual({
      code: "31",
      description: "Aterro Classe I",
    });
    expect(await sinir.referenceList("physicalStates")).toContainEqual({ code: "2", description: "Líquido" });
    expect(stand.calls).toEqual(
      expect.arrayContaining(["/retornaListaClasse", "/retornaListaTecnologia", "/retornaListaEstadoFisico"]),
    );
    const named = createSinirClient({
      settings: { apiUrl: stand.url, user: USER, password: PASSWORD, unit: "1" },
      now,
      listPaths: { treatments: "retornaListaEstadoFisico" },
    });
    expect(await named.referenceList("treatments")).toContainEqual({ code: "1", description: "Sólido" });
    stand.failNext(1, 503, { paths: ["/retornaListaUnidade"] });
    await expect(sinir.referenceList("units")).rejects.toBeInstanceOf(MtrUnavailableError);
  });

  it("maps descriptions to codes ignoring case, accents and spacing, keeps a list for a while, and finds nothing rather than guess", async () => {
    let clock = 0;
    const reads: string[] = [];
    const entries = {
      packagings: [
        { code: "5", description: "Caixa de Papelão" },
        { code: "10", description: "Container" },
      ],
      classes: [{ code: "1", description: "Classe I", abbreviation: "I" }],
    } as Record<string, { code: string; description: string; abbreviation?: string }[]>;
    const fake = {
      name: "SINIR",
      async referenceList(list: string) {
        reads.push(list);
        return entries[list] ?? [];
      },
    } as unknown as PublicMtrSystem;
    const book = createCodeBook(fake, { ttlMs: 60_000, refreshAfterMs: 10_000, now: () => clock });
    expect(await book.codeOf("packagings", ["  caixa DE   papelao "])).toBe("5");
    expect(await book.codeOf("classes", ["Classe I - Perigoso", "Classe I"])).toBe("1");
    expect(await book.codeOf("classes", ["i"])).toBe("1"); // by its abbreviation
    expect(normalizeDescription("  Contêiner\t Fechado ")).toBe("conteiner fechado");
    expect(reads).toEqual(["packagings", "classes"]);

    // Not in the list: null (never the closest entry); read again once the list is older than refreshAfterMs.
    expect(await book.codeOf("packagings", ["Contêiner"])).toBeNull();
    expect(reads).toHaveLength(2);
    clock = 20_000;
    entries.packagings!.push({ code: "15", description: "Contêiner" });
    expect(await book.codeOf("packagings", ["Contêiner"])).toBe("15");
    expect(reads).toEqual(["packagings", "classes", "packagings"]);
    clock = 30_000;
    expect(await book.codeOf("packagings", ["Caixa de papelão"])).toBe("5");
    expect(reads).toHaveLength(3);
    clock = 90_000; // past ttlMs
    expect(await book.codeOf("packagings", ["Caixa de papelão"])).toBe("5");
    expect(reads).toHaveLength(4);
    expect(await book.codeOf("packagings", [null, ""])).toBeNull();
  });

  it("receives, issues the CDF and cancels through the system", async () => {
    const sinir = client();
    const { externalNumber } = await sinir.send(manifest("S-300"));
    await sinir.receive(externalNumber, [{ ibamaCode: "150110", quantity: 1.4, unitCode: "3" }], {
      receivedAt: "2026-03-03",
    });
    expect(stand.manifests.get(externalNumber)!.status).toBe("Recebido");
    expect(stand.manifests.get(externalNumber)!.received).toMatchObject({
      dataRecebimento: "2026-03-03",
      residuos: [{ codigoIbama: "150110", quantidadeRecebida: 1.4, codigoUnidade: "3" }],
    });
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

    const badRecipient = manifest("S-501", {
      recipient: { ...manifest("x").recipient, document: { type: "cnpj", number: "123" } },
    });
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
        "Integração com o SINIR não configurada nesta instalação do Trilha. Peça ao suporte que a configure e depois use Reenviar ao SINIR.",
      ),
    );
  });

  describe("at FEAM, whose login names the unit's code and CNPJ and the user's CPF", () => {
    let feam: MtrStandIn;
    beforeAll(async () => {
      feam = await startMtrStandIn({
        user: USER,
        password: PASSWORD,
        login: "feam",
        unit: "4242",
        cnpj: "11222333000181",
        now,
      });
    });
    afterAll(() => feam.close());
    const settings = { apiUrl: "", user: "123.456.789-09", password: PASSWORD, unit: "4242" };

    it("logs in with FEAM's body and sends with the token and chave it answers", async () => {
      const client = createSinirClient({
        name: "FEAM",
        settings: { ...settings, apiUrl: feam.url, cnpj: "11.222.333/0001-81" },
        loginBody: feamLoginBody,
        now,
      });
      const { externalNumber } = await client.send(manifest("F-100"));
      expect(feam.manifests.get(externalNumber)?.generatorCode).toBe("F-100");
      expect(feam.logins()).toBe(1);
    });

    it("is refused SIGOR's body, and a FEAM login without the unit's CNPJ", async () => {
      const sigorShaped = createSinirClient({
        name: "FEAM",
        settings: { ...settings, apiUrl: feam.url, user: USER, cnpj: "11222333000181" },
        now,
      });
      await expect(sigorShaped.send(manifest("F-200"))).rejects.toThrow(
        new MtrRejectedError("FEAM", "O FEAM recusou o acesso: Usuário ou senha inválidos", 401),
      );
      const noCnpj = createSinirClient({
        name: "FEAM",
        settings: { ...settings, apiUrl: feam.url },
        loginBody: feamLoginBody,
        now,
      });
      await expect(noCnpj.send(manifest("F-201"))).rejects.toBeInstanceOf(MtrRejectedError);
      expect(feam.manifests.size).toBe(1);
    });
  });

  describe("through the job queue", () => {
    const database = useTestDatabase();

    it("sends an output after the system answered 503 twice, and shows a refusal on the document", async () => {
      let clock = new Date(Date.now() + 3_600_000);
      const saved = new Map<string, string>();
      const send = (system: PublicMtrSystem) => async (payload: { output: string }) => {
        const { externalNumber } = await system.send(manifest(payload.output));
        saved.set(payload.output, externalNumber);
      };
      const worker = drivenWorker(
        database.db,
        {
          "mtr.send": send(client()),
          "mtr.unset": send(
            createSinirClient({ settings: { apiUrl: null, user: null, password: null, unit: null } }),
          ),
        },
        { now: () => clock, backoff: () => 60_000 },
      );
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
          "Integração com o SINIR não configurada nesta instalação do Trilha. Peça ao suporte que a configure e depois use Reenviar ao SINIR.",
      });
    });
  });
});
