import { LOOKUP_CODES } from "@trilha/api/error-codes";
import { CEP_NOT_FOUND } from "@trilha/forms/schemas";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AttemptKind, limitCalls } from "../auth/attempts";
import type { Database } from "../db/database";
import { HttpError, ValidationError } from "../http/errors";
import { ADM_PLAN } from "../resources/scope";
import { sessionOf } from "../session/authenticate";
import type { Address } from "./cep";
import type { CompanyData } from "./company";
import { type Lookup, LookupTimeoutError } from "./lookup";

export type Lookups = { cep: Lookup<Address>; company: Lookup<CompanyData> };

const LOOKUP_UNAVAILABLE = "Serviço de consulta indisponível no momento. Tente novamente.";

/**
 * Per-user limit on each external lookup (the public CEP and CNPJ services have quotas of their own, and
 * a signed-in script must not spend them for every company): at most LOOKUPS_PER_WINDOW calls of a kind
 * in LOOKUP_WINDOW_SECONDS, counted like sign-in failures (auth_attempts, auth/attempts.ts).
 */
export const LOOKUPS_PER_WINDOW = 30;
export const LOOKUP_WINDOW_SECONDS = 10 * 60;
export const LOOKUP_THROTTLED = {
  lookup_cep: "Limite de consultas de CEP atingido. Aguarde alguns minutos e tente novamente.",
  lookup_receita:
    "Limite de consultas de CNPJ na Receita Federal atingido. Aguarde alguns minutos e tente novamente.",
} as const;

async function limitLookups(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: AttemptKind & keyof typeof LOOKUP_THROTTLED,
) {
  await limitCalls(db, request, reply, {
    kind,
    email: sessionOf(request).user.email,
    limit: LOOKUPS_PER_WINDOW,
    windowSeconds: LOOKUP_WINDOW_SECONDS,
    code: LOOKUP_CODES.LOOKUP_THROTTLED,
    message: () => LOOKUP_THROTTLED[kind],
  });
}

async function guarded<T>(run: () => Promise<T>, log: FastifyInstance["log"]): Promise<T> {
  try {
    return await run();
  } catch (error) {
    log.warn({ err: error }, "external lookup failed");
    throw new HttpError(error instanceof LookupTimeoutError ? 504 : 502, LOOKUP_UNAVAILABLE, {
      code: "LOOKUP_UNAVAILABLE",
    });
  }
}

export function lookupRoutes(app: FastifyInstance, { db, lookups }: { db: Database; lookups: Lookups }) {
  /** GET /cep/{cep}: street, neighborhood, state and city of a CEP (masked or not). */
  app.get<{ Params: { cep: string } }>("/cep/:cep", async (request, reply) => {
    const cep = request.params.cep.replace(/\D/g, "");
    if (cep.length !== 8) throw new ValidationError({ address_zip_code: "O campo CEP é inválido." });
    await limitLookups(db, request, reply, "lookup_cep");
    const address = await guarded(() => lookups.cep(cep), app.log);
    if (!address) throw new HttpError(404, CEP_NOT_FOUND, { code: "CEP_NOT_FOUND" });
    return address;
  });

  /**
   * GET /companies?cnpj=|cpf=|international_register= answers `{ data }` from the company's own
   * providers; `source=receita&cnpj=` asks the federal register (404 when unknown there).
   */
  app.get<{ Querystring: Record<string, string | undefined> }>("/companies", async (request, reply) => {
    const { company } = sessionOf(request);
    const query = request.query;
    if (query.source === "receita") {
      const cnpj = (query.cnpj ?? "").replace(/\D/g, "");
      if (cnpj.length !== 14) throw new ValidationError({ cnpj: "CNPJ não possui um formato válido" });
      await limitLookups(db, request, reply, "lookup_receita");
      const found = await guarded(() => lookups.company(cnpj), app.log);
      if (!found) throw new HttpError(404, "Empresa não encontrada.", { code: "COMPANY_NOT_FOUND" });
      return { data: [found] };
    }
    const documents = [
      ["cnpj", (query.cnpj ?? "").replace(/\D/g, "")],
      ["cpf", (query.cpf ?? "").replace(/\D/g, "")],
      ["international_registry", (query.international_register ?? query.international_registry ?? "").trim()],
    ] as const;
    const given = documents.find(([, value]) => value !== "");
    if (!given) throw new ValidationError({ cnpj: "Informe cnpj, cpf ou international_register." });
    const { rows } = await db.query(
      `select registry_type, cpf, cnpj, international_registry, company_name, trading_name, address_country,
              address_zip_code, address_name, address_number, address_complement, address_region, address_state,
              address_city, phone, ie, im
         from provider_companies where company_id = $1 and ${given[0]} = $2 limit 1`,
      [company.id, given[1]],
    );
    if (rows[0] || given[0] === "international_registry") return { data: rows };
    // A contractor the company registered (any, for an ADM-plan user) is known data too (issue 14).
    const contractors = await db.query(
      `select 'cnpj' as registry_type, null as cpf, cnpj, international_registry, company_name, trading_name,
              address_country, address_zip_code, address_name, address_number, address_complement,
              null as address_region, address_state, address_city, phone, cnaer_principal
         from contractors where (company_id = $1 or $3) and cnpj = $2 limit 1`,
      [company.id, given[1], company.plan === ADM_PLAN],
    );
    return { data: contractors.rows };
  });
}
