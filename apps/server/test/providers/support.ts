import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import type { Database } from "../../src/db/database";
import { createCepLookup } from "../../src/lookups/cep";
import { createCompanyLookup } from "../../src/lookups/company";
import type { Lookups } from "../../src/lookups/routes";
import { seedSignIn } from "../../src/seed/sign-in";
import type { Services } from "../../src/services";
import { createLocalStorage, type FileStorage } from "../../src/storage/storage";
import { authConfig, PUBLIC_URL, signIn } from "../auth/support/auth-app";
import { tempDir, testConfig } from "../support/app";

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
export const HTML = Buffer.from("<html><script>alert(1)</script></html>");

export type Setup = {
  app: FastifyInstance;
  storageDir: string;
  /** Company "Recicla Norte" (user Rita Restrita). */
  token: string;
  /** Company "Trilha Administração": must never see Recicla Norte's providers. */
  otherToken: string;
};

export async function providersApp(
  db: Database,
  options: { storage?: FileStorage; lookups?: Partial<Lookups>; uploads?: Services["uploads"] } = {},
): Promise<Setup> {
  await seedSignIn(db, { publicUrl: PUBLIC_URL, env: { NODE_ENV: "test" } });
  const storageDir = tempDir("storage");
  const app = await buildApp({
    config: testConfig(),
    db,
    logger: false,
    auth: authConfig(),
    services: {
      storage: options.storage ?? createLocalStorage(storageDir),
      ...(options.uploads ? { uploads: options.uploads } : {}),
      lookups: {
        cep: options.lookups?.cep ?? createCepLookup({ url: "http://127.0.0.1:9/", timeoutMs: 500 }),
        company: options.lookups?.company ?? createCompanyLookup({ timeoutMs: 500 }),
      },
    },
  });
  const token = await signIn(app, "restrito@trilha.com.br");
  const otherToken = await signIn(app, "adm@trilha.com.br");
  return { app, storageDir, token, otherToken };
}

export type Part = string | { file: Buffer; name: string; type: string };

/** A multipart body from [name, value] pairs (names may repeat, as `provider[types][][code]` does). */
export function multipart(fields: [string, Part][]) {
  const boundary = `----trilha${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    if (typeof value === "string") {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.file,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export async function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  body?: [string, Part][] | Record<string, unknown>,
) {
  const form = Array.isArray(body) ? multipart(body) : undefined;
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...(form?.headers ?? {}) },
    ...(form ? { payload: form.payload } : body ? { payload: body } : {}),
  });
  let json: unknown = null;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = response.body;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers freely
  return { status: response.statusCode, body: json as any, response };
}

/** Creates a provider through the API (a valid one, with this CNPJ base) and answers its uuid. */
export async function createProvider(s: Setup, cnpjBase: string, overrides: Record<string, string> = {}) {
  const created = await call(
    s.app,
    "POST",
    "/providers",
    s.token,
    providerFields({ "company[cnpj]": cnpjOf(cnpjBase), ...overrides }),
  );
  if (created.status !== 201) throw new Error(`provider not created: ${JSON.stringify(created.body)}`);
  return created.body.provider.uuid_provider as string;
}

/** A valid CNPJ (check digits computed) from a 12-digit base. */
export function cnpjOf(base: string) {
  const digits = base.split("").map(Number);
  const check = (weights: number[]) => {
    const sum = weights.reduce((total, weight, i) => total + weight * digits[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join("");
}

export function providerFields(
  overrides: Record<string, string> = {},
  extra: [string, Part][] = [],
): [string, Part][] {
  const base: Record<string, string> = {
    "provider[alias]": "Coleta Azul",
    "provider[activity]": "Coleta de resíduos",
    "company[registry_type]": "cnpj",
    "company[cnpj]": cnpjOf("112223330001"),
    "company[company_name]": "Coleta Azul Serviços Ambientais Ltda.",
    "company[trading_name]": "Coleta Azul",
    "company[address_country]": "Brasil",
    "company[address_zip_code]": "01310-100",
    "company[address_name]": "Avenida Paulista",
    "company[address_number]": "1000",
    "company[address_state]": "SP",
    "company[address_city]": "São Paulo",
    "company[phone]": "(11) 3333-4444",
    "responsible[0][name]": "Paula Responsável",
    "responsible[0][phone]": "(11) 98888-7777",
    "responsible[0][email]": "paula@coletaazul.com.br",
    ...overrides,
  };
  const fields: [string, Part][] = Object.entries(base).filter(([, value]) => value !== "");
  fields.push(["provider[types][][code]", "carrier"], ["provider[types][][code]", "manager"]);
  return [...fields, ...extra];
}
