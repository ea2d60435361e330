import { describe, expect, it } from "vitest";
import { DEMO_COMPANY } from "../../src/seed/demo";
import { call } from "../providers/support";
import { useSeededDemo } from "../support/seeded-demo";

/**
 * GET /outputs/indicators: 'Encerrados no mês' and 'Cancelados no mês' count the documents closed (CDF) or
 * cancelled in this month of Brasília's calendar, by the date of the closure or cancellation, not of the
 * issue; 'Aguardando recebimento' is the state now.
 */
describe("GET /outputs/indicators", () => {
  const demo = useSeededDemo("outputs-indicators");

  const indicators = async () => {
    const answer = await call(demo.setup.app, "GET", "/outputs/indicators", demo.token);
    expect(answer.status).toBe(200);
    return answer.body as Record<string, number>;
  };
  /** The demo company's documents in a state, oldest first. */
  const inState = async (status: string) =>
    (
      await demo.db.query<{ id: number; uuid: string }>(
        `select o.id, o.uuid::text from outputs o join companies c on c.id = o.company_id
          where c.cnpj = $1 and o.status = $2 order by o.created_at, o.id`,
        [DEMO_COMPANY.cnpj, status],
      )
    ).rows;
  // Last month in Brasília: its 20th day (issues) and its last day's 23:30, which is already this
  // month's first day in UTC.
  const LAST_MONTH_ISSUE = `(date_trunc('month', now() at time zone 'America/Sao_Paulo') - interval '10 days')
                              at time zone 'America/Sao_Paulo'`;
  const LAST_MONTH_EVE = `(date_trunc('month', now() at time zone 'America/Sao_Paulo') - interval '30 minutes')
                            at time zone 'America/Sao_Paulo'`;

  it("counts closures by their own month in Brasília: last month's no, this month's yes", async () => {
    const closed = await inState("closed");
    expect(closed.length).toBeGreaterThanOrEqual(2);
    await demo.db.query(
      `update outputs set created_at = ${LAST_MONTH_ISSUE}, closed_at = ${LAST_MONTH_EVE} where id = any($1)`,
      [closed.map((o) => o.id)],
    );
    expect(await indicators()).toMatchObject({ closed_this_month: 0 });

    // Issued last month, closed in this one: this month's closure.
    await demo.db.query("update outputs set closed_at = now() where id = $1", [closed[0]!.id]);
    expect(await indicators()).toMatchObject({ closed_this_month: 1 });
  });

  it("counts cancellations by their own month; awaiting receipt stays the state now", async () => {
    const cancelled = await inState("cancelled");
    expect(cancelled.length).toBeGreaterThanOrEqual(1);
    await demo.db.query(
      `update outputs set created_at = ${LAST_MONTH_ISSUE}, cancelled_at = ${LAST_MONTH_EVE} where id = any($1)`,
      [cancelled.map((o) => o.id)],
    );
    const awaiting = await inState("issued");
    expect(awaiting.length).toBeGreaterThanOrEqual(1);
    // Issued long ago, still awaiting receipt: counted now whatever its month.
    await demo.db.query(`update outputs set created_at = ${LAST_MONTH_ISSUE} where id = $1`, [
      awaiting[0]!.id,
    ]);
    const before = await indicators();
    expect(before).toMatchObject({ cancelled_this_month: 0, awaiting_receipt: awaiting.length });

    const cancel = await call(
      demo.setup.app,
      "POST",
      `/outputs/${awaiting[0]!.uuid}/cancellation`,
      demo.token,
      { justification: "Carga remarcada para a próxima semana pelo transportador." },
    );
    expect(cancel.status).toBe(200);
    expect(await indicators()).toMatchObject({
      cancelled_this_month: 1,
      awaiting_receipt: awaiting.length - 1,
      issued_this_month: before.issued_this_month,
    });
  });
});
