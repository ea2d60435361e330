import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import { isUuid } from "../http/uuid";
import { ADM_PLAN } from "../resources/scope";
import { sessionOf } from "../session/authenticate";
import type { FileStorage } from "./storage";

const NOT_FOUND = "Arquivo não encontrado.";

/** `attachment; filename="ascii"; filename*=UTF-8''utf-8`: browsers keep accents, old clients get a fallback. */
export function contentDisposition(name: string) {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The portal's page that opens a stored file in a tab of its own (apps/portal: /arquivos/:uuid). */
export const FILE_PAGE = "/arquivos/";

/**
 * A browser tab opening the file's URL by itself (a link opened in a new tab, copied, bookmarked): it
 * cannot send the bearer header, so it would only get a 401. Such a navigation goes to the portal's file
 * page instead, which asks for the same file with the session it keeps.
 */
function isTabNavigation(request: FastifyRequest) {
  if (request.headers.authorization) return false;
  const mode = request.headers["sec-fetch-mode"];
  if (mode !== undefined) return mode === "navigate";
  // Browsers without Fetch Metadata: a document request asks for HTML first.
  return /^text\/html\b/.test(String(request.headers.accept ?? ""));
}

/**
 * GET /files/{uuid}: the bytes of an upload, only for the company that owns it (another's reads as 404).
 * `x-file-name` carries the display name URI-encoded (the portal's file page names the file by it).
 */
export function fileRoutes(app: FastifyInstance, { db, storage }: { db: Database; storage: FileStorage }) {
  // Not compressed on the fly: uploads are mostly PDFs and images, and the download keeps its
  // content-length (progress bars, resumable clients).
  const options = {
    compress: false as const,
    // Before the session guard (a preHandler): a tab's navigation has no session to show.
    onRequest: async (request: FastifyRequest<{ Params: { uuid: string } }>, reply: FastifyReply) => {
      const { uuid } = request.params;
      if (isUuid(uuid) && isTabNavigation(request))
        return reply.redirect(`${FILE_PAGE}${encodeURIComponent(uuid)}`, 303);
    },
  };
  app.get<{ Params: { uuid: string } }>("/files/:uuid", options, async (request, reply) => {
    const { company } = sessionOf(request);
    const { uuid } = request.params;
    if (!isUuid(uuid)) throw new HttpError(404, NOT_FOUND);
    const { rows } = await db.query<{
      storage_key: string;
      display_name: string;
      content_type: string;
      size: number;
    }>(
      // An ADM-plan user also reads the PDFs of every company's contractors (issue 14), as it manages them.
      `select storage_key, display_name, content_type, size from stored_files f
        where f.uuid = $1 and (f.company_id = $2 or ($3 and (
          exists (select 1 from contractors c
                   where f.id in (c.cartao_cnpj, c.contrato_social, c.contract_file, c.contract_proposal))
          or exists (select 1 from contractor_addenda a where a.file_id = f.id))))`,
      [uuid, company.id, company.plan === ADM_PLAN],
    );
    const file = rows[0];
    if (!file) throw new HttpError(404, NOT_FOUND);
    const stream = await storage.open(file.storage_key);
    if (!stream) throw new HttpError(404, NOT_FOUND);
    return reply
      .header("content-type", file.content_type)
      .header("content-length", file.size)
      .header("content-disposition", contentDisposition(file.display_name))
      .header("x-file-name", encodeURIComponent(file.display_name))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(stream);
  });
}
