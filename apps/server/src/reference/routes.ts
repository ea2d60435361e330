import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { ValidationError } from "../http/errors";

/** Reference data shared by every company: states, cities (IBGE), license types. */
export function referenceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/states", async () => {
    const { rows } = await db.query("select federative_unit, name from states order by name");
    return rows;
  });

  app.get<{ Querystring: { state?: string } }>("/cities", async (request) => {
    const state = (request.query.state ?? "").trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(state)) {
      throw new ValidationError({ state: "Selecione um estado para continuar" });
    }
    const { rows } = await db.query(
      "select ibge_code, name from cities where federative_unit = $1 order by name",
      [state],
    );
    return rows;
  });

  app.get("/licenses/types", async () => {
    const { rows } = await db.query(
      "select uuid::text as uuid_license_type, name from license_types order by name",
    );
    return rows;
  });
}
