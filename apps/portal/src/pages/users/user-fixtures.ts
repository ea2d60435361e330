import type { ChangeHistory, CompanyUser } from "@trilha/api";
import { USER_CODES } from "@trilha/api";
import { HttpResponse, http, type RequestHandler } from "msw";
import { bodyOf, type Received, resourceHandlers, type StoredRow } from "../../resources/resource-handlers";
import { API, fail } from "../../stories/story-app";
import { callLog, storyResources } from "../../stories/story-db";

/** Story data and the company's users part of the in-memory API (MSW), as apps/server/src/users answers. */

export const ADMIN_ONLY_MESSAGE = "Apenas administradores da empresa podem gerenciar usuários e permissões.";
export const SELF_ROLE_MESSAGE = "Você não pode alterar o seu próprio perfil de acesso.";
export const EMAIL_TAKEN_MESSAGE = "Já existe um usuário com o e-mail informado.";
export const ALREADY_ACTIVATED_MESSAGE = "O usuário já acessou a plataforma.";
export const SHARED_ACCOUNT_MESSAGE =
  "A conta deste usuário está inativa e ele também acessa outras empresas: somente a administração da plataforma pode reativá-la.";

const CREATED = "2026-02-10T13:00:00Z";

function makeUser(
  n: number,
  fields: Partial<CompanyUser> & Pick<CompanyUser, "name" | "email">,
): CompanyUser {
  return {
    uuid_user: `u-${n}`,
    role: "member",
    pending: false,
    is_self: false,
    shared: false,
    last_login_at: null,
    created_at: CREATED,
    updated_at: CREATED,
    deleted_at: null,
    ...fields,
  };
}

export type UserDb = {
  users: CompanyUser[];
  changes: Record<string, ChangeHistory>;
  received: Received[];
};

/**
 * The story company's users: Maria Admin (the signed-in administrator), João Pereira (an Operador, edited
 * once), Paula Lima (invited, no password yet), Carlos Souza (inactive); `extra` more Operadores past them
 * (a company with more than one page of users).
 */
export function createDb(extra = 0): UserDb {
  const users = [
    makeUser(1, {
      name: "Maria Admin",
      email: "maria@verdevale.com.br",
      role: "admin",
      is_self: true,
      last_login_at: "2026-05-12T14:05:00Z",
    }),
    makeUser(2, {
      name: "João Pereira",
      email: "joao@verdevale.com.br",
      last_login_at: "2026-05-11T11:30:00Z",
      updated_at: "2026-04-01T12:00:00Z",
    }),
    makeUser(3, { name: "Paula Lima", email: "paula@verdevale.com.br", pending: true }),
    makeUser(4, {
      name: "Carlos Souza",
      email: "carlos@verdevale.com.br",
      last_login_at: "2026-01-20T18:45:00Z",
      updated_at: "2026-04-15T12:00:00Z",
      deleted_at: "2026-04-15T12:00:00Z",
    }),
    ...Array.from({ length: extra }, (_, i) =>
      makeUser(5 + i, {
        name: `Operador ${String(i + 1).padStart(3, "0")}`,
        email: `operador${i + 1}@verdevale.com.br`,
      }),
    ),
  ];
  return {
    users,
    changes: {
      "u-2": {
        updates: [
          {
            when: "2026-04-01T12:00:00Z",
            changes: [{ field: "role", from: "admin", to: "member" }],
            justification: null,
            user: { name: "Maria Admin" },
          },
        ],
        deletions: [],
      },
      "u-4": {
        updates: [],
        deletions: [
          {
            when: "2026-04-15T12:00:00Z",
            changes: [{ field: "deleted_at", from: null, to: "2026-04-15T12:00:00Z" }],
            justification: "Colaborador deixou a empresa e não deve mais acessar os dados dela.",
            user: { name: "Maria Admin" },
          },
        ],
      },
    },
    received: [],
  };
}

/** Refills a db in place: handlers keep pointing at the same object across stories. */
export function resetDb(db: UserDb, extra = 0) {
  Object.assign(db, createDb(extra));
}

export type UserHandlerOptions = {
  /** Every /users call refused: the signed-in user is not an administrator (403 ADMIN_ONLY). */
  adminOnly?: boolean;
  /** Every PUT /users/{id} refused with this answer (a 409 SELF_CHANGE). */
  updateFailure?: { status: number; code: string; message: string };
  /** Every POST /users/{id}/reactivation refused as the server refuses a closed account shared with other companies. */
  sharedAccount?: boolean;
};

/** The users part of the in-memory API: the kit's handlers, with the create and the welcome resend as the server does them. */
export function userHandlers(db: UserDb, options: UserHandlerOptions = {}): RequestHandler[] {
  const log = callLog(db);
  // GET /session tells the signed-in user's role in the company: an Operador when refused as not an admin.
  const role = http.get(`${API}/session`, () =>
    HttpResponse.json({ user: { name: "Rita" }, role: options.adminOnly ? "member" : "admin" }),
  );
  const denied = options.adminOnly
    ? [
        http.all(`${API}/users`, () => fail(403, USER_CODES.ADMIN_ONLY, ADMIN_ONLY_MESSAGE)),
        http.all(`${API}/users/*`, () => fail(403, USER_CODES.ADMIN_ONLY, ADMIN_ONLY_MESSAGE)),
      ]
    : [];
  const refusedUpdate = options.updateFailure
    ? [
        http.put(`${API}/users/:id`, async ({ params, request }) => {
          log("PUT", `/users/${params.id}`, await bodyOf(request));
          const { status, code, message } = options.updateFailure!;
          return fail(status, code, message);
        }),
      ]
    : [];
  const refusedReactivation = options.sharedAccount
    ? [
        http.post(`${API}/users/:id/reactivation`, async ({ params, request }) => {
          log("POST", `/users/${params.id}/reactivation`, await bodyOf(request));
          return fail(409, USER_CODES.SHARED_USER, SHARED_ACCOUNT_MESSAGE);
        }),
      ]
    : [];
  return [
    role,
    ...denied,
    ...refusedUpdate,
    ...refusedReactivation,
    // Created pending (the first-access e-mail sent); an e-mail already some user's login name is refused.
    http.post(`${API}/users`, async ({ request }) => {
      const body = await bodyOf(request);
      log("POST", "/users", body);
      const email = String(body.email ?? "").toLowerCase();
      if (db.users.some((u) => u.email.toLowerCase() === email))
        return fail(409, USER_CODES.EMAIL_TAKEN, EMAIL_TAKEN_MESSAGE, {
          fields: { email: EMAIL_TAKEN_MESSAGE },
        });
      const now = new Date().toISOString();
      const user = makeUser(db.users.length + 1, {
        name: String(body.name),
        email,
        role: body.role === "admin" ? "admin" : "member",
        pending: true,
        created_at: now,
        updated_at: now,
      });
      db.users.push(user);
      return HttpResponse.json(user, { status: 201 });
    }),
    http.post(`${API}/users/:id/welcome`, ({ params }) => {
      log("POST", `/users/${params.id}/welcome`);
      const user = db.users.find((u) => u.uuid_user === params.id);
      if (user && !user.pending) return fail(409, USER_CODES.ALREADY_ACTIVATED, ALREADY_ACTIVATED_MESSAGE);
      return HttpResponse.json({ welcome_sent_at: new Date().toISOString() });
    }),
    ...resourceHandlers(
      storyResources(db, [
        {
          path: "/users",
          key: "uuid_user",
          rows: () => db.users as unknown as StoredRow[],
          search: ["name", "email"],
          alreadyActive: "O usuário já está ativo.",
        },
      ]),
    ),
  ];
}

/**
 * The users calls a page made (`usersCalls`, emptied by the story): put `countUsersCalls` before the
 * fixtures' handlers, it listens and lets them answer (an Operador's page must ask for nothing).
 */
export const usersCalls: string[] = [];
export const countUsersCalls = http.all(`${API}/users*`, ({ request }) => {
  usersCalls.push(`${request.method} ${new URL(request.url).pathname}`);
});
