import { describe, expect, it } from "vitest";
import { justificationsOf } from "./history-dialog";

describe("justificationsOf", () => {
  it("names each justification's action and user, oldest first, leaving out records without one", () => {
    const entries = justificationsOf({
      updates: [
        {
          when: "2026-07-01T10:00:00Z",
          changes: [{ field: "deleted_at", from: "2026-06-01T08:00:00Z", to: null }],
          justification: "Licença renovada, o prestador voltou a atender a região.",
          user: { name: "Rita Restrita" },
        },
        {
          when: "2026-05-01T10:00:00Z",
          changes: [{ field: "company.phone", from: "1", to: "2" }],
          justification: "Telefone atualizado a pedido do responsável pela empresa.",
          user: null,
        },
        {
          when: "2026-05-02T10:00:00Z",
          changes: [{ field: "provider.alias", from: "A", to: "B" }],
          justification: null,
        },
      ],
      deletions: [
        {
          when: "2026-06-01T08:00:00Z",
          changes: [{ field: "deleted_at", to: "2026-06-01T08:00:00Z" }],
          justification: "Licença de operação vencida e não renovada pela empresa.",
          user: { name: "Maria Admin" },
        },
      ],
    });
    expect(entries.map(({ created_at, action, user }) => [created_at, action, user])).toEqual([
      ["2026-05-01T10:00:00Z", "Alteração", null],
      ["2026-06-01T08:00:00Z", "Inativação", "Maria Admin"],
      ["2026-07-01T10:00:00Z", "Reativação", "Rita Restrita"],
    ]);
    expect(entries[2]?.justification).toBe("Licença renovada, o prestador voltou a atender a região.");
  });
});
