import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { ValidationError } from "../http/errors";

// Portuguese order ("Licença de…" before "Licença Prévia", accents beside their letter), whatever
// collation the database was created with.
const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });
const byName = <T extends { name: string }>(rows: T[]) =>
  rows.sort((a, b) => collator.compare(a.name, b.name));

/** Reference data shared by every company: states, cities (IBGE), license types. */
export function referenceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/states", async () => {
    const { rows } = await db.query<{ federative_unit: string; name: string }>(
      "select federative_unit, name from states",
    );
    return byName(rows);
  });

  app.get<{ Querystring: { state?: string } }>("/cities", async (request) => {
    const state = (request.query.state ?? "").trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(state)) {
      throw new ValidationError({ state: "Selecione um estado para continuar" });
    }
    const { rows } = await db.query<{ ibge_code: number; name: string }>(
      "select ibge_code, name from cities where federative_unit = $1",
      [state],
    );
    return byName(rows);
  });

  app.get("/licenses/types", async () => {
    const { rows } = await db.query<{ uuid_license_type: string; name: string }>(
      "select uuid::text as uuid_license_type, name from license_types",
    );
    return byName(rows);
  });
}
