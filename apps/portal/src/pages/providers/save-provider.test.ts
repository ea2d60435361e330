import type { ProvidersApi } from "@trilha/api";
import { describe, expect, it, vi } from "vitest";
import { type SaveProviderInput, saveProvider } from "./save-provider";

const input: SaveProviderInput = {
  registry: "cnpj",
  provider: { provider: { types: ["carrier"] }, company: { cnpj: "11222333000181" }, responsible: [] },
  licenses: [
    { uuid_license_type: "lt-1", name: "LO", code: "1", emission: "2026-01-01" },
    { uuid_license_type: "lt-1", name: "LI", code: "2", emission: "2026-01-01" },
  ],
  certificates: [{ name: "ISO", number: "3", emission: "2026-01-01" }],
};

function fakeApi(
  overrides: {
    create?: () => Promise<string>;
    license?: () => Promise<unknown>;
    certificate?: () => Promise<unknown>;
  } = {},
) {
  const order: string[] = [];
  const api = {
    create: vi.fn(async (_input: unknown, options?: { onProgress?: (p: number) => void }) => {
      order.push("provider");
      options?.onProgress?.(100);
      return overrides.create ? overrides.create() : "p-1";
    }),
    licenses: {
      create: vi.fn(async (uuid: string) => {
        order.push(`license:${uuid}`);
        return overrides.license ? overrides.license() : {};
      }),
    },
    certificates: {
      create: vi.fn(async (uuid: string) => {
        order.push(`certificate:${uuid}`);
        return overrides.certificate ? overrides.certificate() : {};
      }),
    },
  };
  return {
    api: api as unknown as Pick<ProvidersApi, "create" | "licenses" | "certificates">,
    order,
    raw: api,
  };
}

describe("saveProvider", () => {
  it("creates the provider, then its licenses, then its certificates, under the new id", async () => {
    const { api, order } = fakeApi();
    const progress = vi.fn();
    await expect(saveProvider(api, input, progress)).resolves.toEqual({ ok: true, uuid: "p-1", errors: [] });
    expect(order).toEqual(["provider", "license:p-1", "license:p-1", "certificate:p-1"]);
    expect(progress).toHaveBeenCalledWith("provider", 100);
  });

  it("answers the duplicate message with the registry type on code DUPLICATE, and sends no document", async () => {
    const { api, raw } = fakeApi({
      create: () => Promise.reject({ status: 409, data: { code: "DUPLICATE", message: "duplicado" } }),
    });
    await expect(saveProvider(api, input)).resolves.toEqual({
      ok: false,
      error: "Um prestador ja foi cadastrado com o CNPJ informado",
      fields: { "company.cnpj": "Um prestador ja foi cadastrado com o CNPJ informado" },
    });
    expect(raw.licenses.create).not.toHaveBeenCalled();
  });

  it("decides by the code, not the status: another 409 is not a duplicate", async () => {
    const { api } = fakeApi({
      create: () => Promise.reject({ status: 409, data: { code: "IDEMPOTENCY_IN_PROGRESS", message: "x" } }),
    });
    await expect(saveProvider(api, input)).resolves.toMatchObject({ ok: false });
    await expect(saveProvider(api, input)).resolves.toEqual({
      ok: false,
      error: "Erro ao cadastrar o prestador!",
      fields: {},
    });
  });

  it("answers the generic message on any other failure", async () => {
    const { api } = fakeApi({ create: () => Promise.reject({ status: 500, data: {} }) });
    await expect(saveProvider(api, { ...input, registry: "cpf" })).resolves.toEqual({
      ok: false,
      error: "Erro ao cadastrar o prestador!",
      fields: {},
    });
  });

  it("hands a 422's field errors back for the fields, under the generic message", async () => {
    const fields = { "responsible.0.email": "O campo E-mail do responsável não possui um formato válido." };
    const { api } = fakeApi({
      create: () =>
        Promise.reject({ status: 422, data: { code: "VALIDATION_FAILED", message: "Confira.", fields } }),
    });
    await expect(saveProvider(api, input)).resolves.toEqual({
      ok: false,
      error: "Erro ao cadastrar o prestador!",
      fields,
    });
  });

  it("keeps going when documents fail and names each kind that failed", async () => {
    const { api, raw } = fakeApi({
      license: () => Promise.reject({ status: 422 }),
      certificate: () => Promise.reject({ status: 500 }),
    });
    await expect(saveProvider(api, input)).resolves.toEqual({
      ok: true,
      uuid: "p-1",
      errors: ["Erro ao cadastrar as licenças!", "Erro ao cadastrar os certificados!"],
    });
    expect(raw.licenses.create).toHaveBeenCalledTimes(2);
    expect(raw.certificates.create).toHaveBeenCalledTimes(1);
  });
});
