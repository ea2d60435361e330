import {
  COMPANY_LOGO_MAX_BYTES,
  companyLogoLabels,
  companyLogoSchema,
  defaultMessages,
  formatBytes,
} from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { isUpload, parseWith, readBody, type Upload } from "../http/body";
import { HttpError, ValidationError } from "../http/errors";
import { recordAudit } from "../resources";
import { sessionOf } from "../session/authenticate";
import { recordPending, removePending } from "../storage/ledger";
import type { FileStorage } from "../storage/storage";
import { checkContent, withFileWrites } from "../storage/uploads";
import { requireProfileAdmin } from "./admin-only";

export const LOGO_NOT_FOUND = "A empresa não tem logotipo.";

/** The schema's own words for a file over the limit, said as soon as the stream passes it. */
export const LOGO_TOO_LARGE = defaultMessages.fileSize
  .replace("{label}", companyLogoLabels.logo!)
  .replace("{size}", formatBytes(COMPANY_LOGO_MAX_BYTES));

/** Where logos' bytes go in the storage (keys `company-logos/<uuid>`). */
const PREFIX = "company-logos";

type StoredLogo = {
  id: number;
  storage_key: string;
  display_name: string;
  content_type: string;
  size: number;
};

async function storedLogo(db: Database, companyId: number, lock = false) {
  const { rows } = await db.query<StoredLogo>(
    `select f.id, f.storage_key, f.display_name, f.content_type, f.size
       from companies c join stored_files f on f.id = c.logo_file_id and f.company_id = c.id
      where c.id = $1${lock ? " for update of c" : ""}`,
    [companyId],
  );
  return rows[0] ?? null;
}

/** Reads the one `logo` part, refusing past the limit while it streams (no 2 MB+ file is kept whole). */
async function readLogo(request: Parameters<typeof readBody>[0]): Promise<Upload> {
  let body: Record<string, unknown>;
  try {
    body = await readBody(request, { prefix: PREFIX, maxBytes: COMPANY_LOGO_MAX_BYTES });
  } catch (error) {
    // The request's budget is the logo's limit: passing it is this field's size error, not a 413.
    if (error instanceof HttpError && error.options.code === "UPLOAD_TOO_LARGE")
      throw new ValidationError({ logo: LOGO_TOO_LARGE });
    throw error;
  }
  const { logo } = parseWith(companyLogoSchema, companyLogoLabels, body);
  // A JSON body naming a file passes the schema's shape; only a streamed part has bytes.
  if (!isUpload(logo))
    throw new ValidationError({ logo: defaultMessages.file.replace("{label}", "Logotipo") });
  return logo;
}

/**
 * The company's logo (/perfil-empresa, the header's avatar), on the session's company only, as GET and
 * PUT /company: `PUT /company/logo` (multipart, one part `logo`: PNG, JPEG or WebP by its bytes, 2 MB at
 * most) sets or replaces it, `DELETE /company/logo` removes it (both answer the company, as GET /company),
 * `GET /company/logo` answers its bytes (404 when there is none); only administrators change it. A
 * replaced or removed logo's bytes go after the commit; its key is put back in the pending-uploads ledger
 * in the same transaction, so the sweep removes them if this process cannot.
 */
export function companyLogoRoutes(
  app: FastifyInstance,
  {
    db,
    storage,
    answer,
  }: { db: Database; storage: FileStorage; answer: (companyId: number) => Promise<unknown> },
) {
  async function replace(request: Parameters<typeof sessionOf>[0], upload: Upload | null) {
    const { company, user } = sessionOf(request);
    const write = async (tx: Database, save: (tx: Database) => Promise<number | null>) => {
      const before = await storedLogo(tx, company.id, true);
      if (!before && !upload) return null;
      const fileId = await save(tx);
      // The logo keeps its own time (logo_updated_at): `updated_at` is the profile's version, which a
      // save of the profile names (If-Match), and a new logo does not make the profile's form stale.
      await tx.query(`update companies set logo_file_id = $2, logo_updated_at = $3 where id = $1`, [
        company.id,
        fileId,
        fileId === null ? null : new Date(),
      ]);
      if (before) {
        await tx.query("delete from stored_files where id = $1", [before.id]);
        await recordPending(tx, before.storage_key);
      }
      await recordAudit(tx, {
        companyId: company.id,
        resource: "company",
        entityId: company.id,
        userId: user.id,
        action: "update",
        changes: [{ field: "logo", from: before?.display_name ?? null, to: upload?.name || null }],
      });
      return before;
    };
    const replaced = upload
      ? await withFileWrites(db, storage, (tx, files) =>
          write(tx, (t) =>
            files.save(t, company.id, upload, checkContent(upload, "logo", "logo", companyLogoLabels.logo!)),
          ),
        )
      : await db.transaction((tx) => write(tx, async () => null));
    if (replaced) {
      await removePending(db, storage, replaced.storage_key).catch((error: unknown) =>
        request.log.warn({ err: error }, "replaced company logo left for the upload sweep"),
      );
    }
    return answer(company.id);
  }

  app.put(
    "/company/logo",
    { config: { input: { body: companyLogoSchema, multipart: true } } },
    async (request) => {
      // Before the upload is read: a member's file is refused unread.
      await requireProfileAdmin(request);
      return replace(request, await readLogo(request));
    },
  );

  app.delete("/company/logo", async (request) => {
    await requireProfileAdmin(request);
    return replace(request, null);
  });

  // Not compressed on the fly (as /files): images are compressed already, and the length is kept.
  app.get("/company/logo", { compress: false }, async (request, reply) => {
    const logo = await storedLogo(db, sessionOf(request).company.id);
    const stream = logo ? await storage.open(logo.storage_key) : null;
    if (!logo || !stream) throw new HttpError(404, LOGO_NOT_FOUND);
    return reply
      .header("content-type", logo.content_type)
      .header("content-length", logo.size)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(stream);
  });
}
