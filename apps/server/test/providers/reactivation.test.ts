import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, cnpjOf, createProvider, providerFields, providersApp, type Setup } from "./support";

const INACTIVATION = "Prestador encerrou as atividades na região atendida.";
const REACTIVATION = "Prestador retomou as atividades com nova licença de operação.";
const JUSTIFICATION_RULE = "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.";

describe("provider reactivation", () => {
  const database = useTestDatabase();
  let s: Setup;
  let uuid: string;

  const ids = async (query: string) =>
    (await call(s.app, "GET", `/providers/?${query}`, s.token)).body.data.map(
      (p: { uuid_provider: string }) => p.uuid_provider,
    );

  beforeAll(async () => {
    s = await providersApp(database.db);
    uuid = await createProvider(s, "445566770001");
  }, 60_000);

  it("answers 409 with a pt-BR message while the provider is still active", async () => {
    const active = await call(s.app, "POST", `/providers/${uuid}/reactivation`, s.token, {
      justification: REACTIVATION,
    });
    expect(active.status).toBe(409);
    expect(active.body.message).toBe("O prestador já está ativo.");
    expect((await call(s.app, "GET", `/providers/${uuid}/changes`, s.token)).body.updates).toEqual([]);
  });

  it("refuses editing an inactive provider until it is reactivated", async () => {
    const inactivated = await call(s.app, "DELETE", `/providers/${uuid}`, s.token, {
      justification: INACTIVATION,
    });
    expect(inactivated.status).toBe(200);
    const edit = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({ "company[cnpj]": cnpjOf("445566770001"), "provider[alias]": "Outro apelido" }),
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("O prestador está inativo. Reative-o para editar o cadastro.");
    expect((await call(s.app, "GET", `/providers/${uuid}`, s.token)).body.alias).toBe("Coleta Azul");
  });

  it("validates the justification with the inactivation's 30–500 rule, changing nothing", async () => {
    for (const justification of ["curta demais", "x".repeat(501), "   ", undefined]) {
      const refused = await call(s.app, "POST", `/providers/${uuid}/reactivation`, s.token, {
        justification,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.fields.justification).toBe(JUSTIFICATION_RULE);
    }
    const withoutBody = await s.app.inject({
      method: "POST",
      url: `/api/v1/providers/${uuid}/reactivation`,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(withoutBody.statusCode).toBe(422);
    expect(await ids("active=false")).toEqual([uuid]);
  });

  it("answers 404 for another company's provider and for unknown ids, 401 without a session", async () => {
    for (const [id, token] of [
      [uuid, s.otherToken],
      ["00000000-0000-4000-8000-000000000000", s.token],
      ["not-a-uuid", s.token],
    ] as const) {
      const missing = await call(s.app, "POST", `/providers/${id}/reactivation`, token, {
        justification: REACTIVATION,
      });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("Prestador não encontrado.");
    }
    const anonymous = await s.app.inject({
      method: "POST",
      url: `/api/v1/providers/${uuid}/reactivation`,
      payload: { justification: REACTIVATION },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await ids("active=false")).toEqual([uuid]);
  });

  it("reactivates: active again, listed among the active ones, the reason and the user in the history", async () => {
    const before = (await call(s.app, "GET", `/providers/${uuid}`, s.token)).body;
    const done = await call(s.app, "POST", `/providers/${uuid}/reactivation`, s.token, {
      justification: `  ${REACTIVATION}  `,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.uuid_provider).toBe(uuid);
    expect(done.body.deleted_at).toBeNull();
    expect(new Date(done.body.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    expect(await ids("active=true")).toEqual([uuid]);
    expect(await ids("active=false")).toEqual([]);

    const history = (await call(s.app, "GET", `/providers/${uuid}/changes`, s.token)).body;
    expect(history.deletions).toEqual([expect.objectContaining({ justification: INACTIVATION })]);
    expect(history.updates).toEqual([
      expect.objectContaining({
        justification: REACTIVATION,
        user: expect.objectContaining({ name: "Rita Restrita" }),
        changes: [{ field: "deleted_at", from: before.deleted_at, to: null }],
      }),
    ]);

    const again = await call(s.app, "POST", `/providers/${uuid}/reactivation`, s.token, {
      justification: REACTIVATION,
    });
    expect(again.status).toBe(409);
    // Active again, it can be edited.
    const edit = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({ "company[cnpj]": cnpjOf("445566770001"), "provider[alias]": "Coleta Azul Reativada" }),
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.alias).toBe("Coleta Azul Reativada");
  });

  it("keeps the provider inactive and records nothing when the history write fails", async () => {
    await call(s.app, "DELETE", `/providers/${uuid}`, s.token, { justification: INACTIVATION });
    const count = async () =>
      (
        await database.db.query<{ n: number }>(
          "select count(*)::int as n from audit_records where action = 'reactivation' and justification = $1",
          [REACTIVATION],
        )
      ).rows[0]!.n;
    const recorded = await count();
    // A justification the history table refuses makes the insert fail after the update ran.
    await database.db.exec(
      "alter table audit_records add constraint reactivation_test_refusal check (justification <> 'Reativação que a tabela de histórico recusa sempre.')",
    );
    try {
      const failed = await call(s.app, "POST", `/providers/${uuid}/reactivation`, s.token, {
        justification: "Reativação que a tabela de histórico recusa sempre.",
      });
      expect(failed.status).toBe(500);
    } finally {
      await database.db.exec("alter table audit_records drop constraint reactivation_test_refusal");
    }
    expect(await ids("active=false")).toEqual([uuid]);
    expect(await count()).toBe(recorded);
  });
});
