import {
  COMPANY_PROFILE_FIELDS,
  type CompanyProfileValues,
  companyProfileLabels,
  companyProfileSchema,
} from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { parseWith, readBody } from "../http/body";
import { assertVersion } from "../http/version";
import { withOptionalCanonicalPlace } from "../reference/places";
import { diff, recordAudit, snapshotOf } from "../resources";
import { sessionOf } from "../session/authenticate";
import { forgetSessions } from "../session/cache";
import type { FileStorage } from "../storage/storage";
import { requireProfileAdmin } from "./admin-only";
import { companyLogoRoutes } from "./logo";

/** The audit trail's resource for a company's own data. */
export const COMPANY_RESOURCE = "company";

type CompanyRow = Record<(typeof COMPANY_PROFILE_FIELDS)[number], string | null> & {
  id: number;
  uuid: string;
  cnpj: string;
  plan: string;
  created_at: Date;
  updated_at: Date;
  logo_updated_at: Date | null;
};

const COLUMNS = [
  "id",
  "uuid::text as uuid",
  "cnpj",
  "plan",
  ...COMPANY_PROFILE_FIELDS,
  "created_at",
  "updated_at",
  "logo_updated_at",
];

async function loadCompany(db: Database, id: number, lock = false) {
  const { rows } = await db.query<CompanyRow>(
    `select ${COLUMNS.join(", ")} from companies where id = $1${lock ? " for update" : ""}`,
    [id],
  );
  // The session's company: the guard has just read it, so it exists.
  return rows[0]!;
}

/**
 * What GET and PUT answer: the editable fields, plus the CNPJ and the plan (read-only), and when the logo
 * last changed (null: no logo, so the portal does not ask GET /company/logo).
 */
function toJson(row: CompanyRow) {
  const fields = Object.fromEntries(COMPANY_PROFILE_FIELDS.map((field) => [field, row[field]]));
  return {
    uuid: row.uuid,
    cnpj: row.cnpj,
    plan: row.plan,
    ...fields,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    logo_updated_at: row.logo_updated_at?.toISOString() ?? null,
  };
}

const snapshot = (row: CompanyRow) =>
  snapshotOf(Object.fromEntries(COMPANY_PROFILE_FIELDS.map((field) => [field, row[field]])));

/**
 * The signed-in company's own data (/perfil-empresa, issue 17): `GET /company` and `PUT /company`.
 * No id in the URL: the session's company is the only one these routes reach. A PUT validates with
 * the form's schema (`{ company: {...} }`, 422 with `company.<field>` paths) and its state and city against
 * the tables the selects offer (a city of another state is refused), then writes the fields and
 * their audit row (resource "company") in one transaction; a PUT that changes nothing records nothing.
 * The logo has routes of its own (./logo.ts), guarded alike: only the company's administrators change
 * either; every member reads them.
 */
export function companyProfileModule(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
) {
  app.get("/company", async (request) => toJson(await loadCompany(db, sessionOf(request).company.id)));

  app.put("/company", { config: { input: { body: companyProfileSchema } } }, async (request) => {
    await requireProfileAdmin(request);
    const { company, user } = sessionOf(request);
    const value: CompanyProfileValues = parseWith(
      companyProfileSchema,
      companyProfileLabels,
      await readBody(request, { prefix: "company" }),
    );
    const updated = await db.transaction(async (tx) => {
      // The state and city the selects offer (GET /states, /cities): a city of another state is refused.
      Object.assign(value.company, await withOptionalCanonicalPlace(tx, value.company));
      const before = await loadCompany(tx, company.id, true);
      assertVersion(request, before.updated_at);
      const sets = COMPANY_PROFILE_FIELDS.map((field, index) => `${field} = $${index + 2}`);
      const values = COMPANY_PROFILE_FIELDS.map((field) => emptyToNull(value.company[field]));
      await tx.query(`update companies set ${sets.join(", ")} where id = $1`, [company.id, ...values]);
      const after = await loadCompany(tx, company.id);
      const changes = diff(snapshot(before), snapshot(after));
      if (changes.length === 0) return after;
      await tx.query("update companies set updated_at = now() where id = $1", [company.id]);
      await recordAudit(tx, {
        companyId: company.id,
        resource: COMPANY_RESOURCE,
        entityId: company.id,
        userId: user.id,
        action: "update",
        changes,
      });
      return loadCompany(tx, company.id);
    });
    // Sessions carry the company's name and CNPJ: the ones this process keeps read them again.
    forgetSessions();
    return toJson(updated);
  });

  companyLogoRoutes(app, { db, storage, answer: async (id) => toJson(await loadCompany(db, id)) });
}

/** A text field as stored (the schema's text() answers it trimmed), blank as null. */
const emptyToNull = (value: string | undefined) => value || null;
