import { type CompanyUser, toApiError } from "@trilha/api";
import {
  type DataTableProps,
  type DataTableRowAction,
  formatTimestamp,
  recordStatus,
  StatusBadge,
  statusBadgeText,
} from "@trilha/ui";
import { useNavigate } from "react-router-dom";
import { ListPage } from "../../resources/list-page";
import { useListController } from "../../resources/use-list-controller";
import { paths, toPath } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { AdminOnlyNotice, AdminOnlyPage, adminOnlyMessage, failureMessage } from "./admin-only";
import { userText } from "./text";
import { userHistoryLabels, userHistoryNames } from "./user-fields";
import { users } from "./users-api";

/** Situação: Inativo by `deleted_at`, else Aguardando primeiro acesso until the password exists, else Ativo. */
function UserStatus({ user }: { user: CompanyUser }) {
  const status = recordStatus(user.deleted_at);
  if (status === "active" && user.pending) return <StatusBadge status="UNSTABLE" label={userText.pending} />;
  return <StatusBadge status={status} />;
}

const statusLabel = (user: CompanyUser) =>
  !user.deleted_at && user.pending ? userText.pending : statusBadgeText[recordStatus(user.deleted_at)];

const columns: DataTableProps<CompanyUser>["columns"] = [
  { id: "name", header: userText.columns.name, accessorFn: (u) => u.name },
  { id: "email", header: userText.columns.email, accessorFn: (u) => u.email },
  { id: "role", header: userText.columns.role, accessorFn: (u) => userText.roles[u.role] ?? u.role },
  {
    id: "status",
    header: userText.columns.status,
    accessorFn: statusLabel,
    cell: ({ row }) => <UserStatus user={row.original} />,
  },
  {
    id: "last_login_at",
    header: userText.columns.lastLogin,
    accessorFn: (u) => formatTimestamp(u.last_login_at) || userText.neverLoggedIn,
  },
];

const getId = (u: CompanyUser) => u.uuid_user;
const getLabel = (u: CompanyUser) => u.name;
const reactivation = {
  title: userText.reactivate,
  description: userText.reactivateDescription,
  success: userText.reactivated,
  error: userText.reactivateError,
  // A closed account shared with other companies (SHARED_USER): the server says why.
  errorOf: (reason: unknown) => failureMessage(userText.reactivateError)(toApiError(reason)),
};
const inviteFailure = failureMessage(userText.inviteError);

/** Reenviar convite: a new first-access e-mail for a user who has not created a password yet. */
async function resendInvite(user: CompanyUser, onSent: () => void) {
  try {
    await users.resendWelcome(user.uuid_user);
  } catch (reason) {
    const error = toApiError(reason);
    // ALREADY_ACTIVATED (409): the user created a password meanwhile, and the list shows it once
    // reloaded; WELCOME_THROTTLED (429): the address got the resends an hour allows, and when the next
    // one can go; MAIL_FAILED (502): the e-mail could not be sent. All say so in the server's words.
    const told = [409, 429, 502].includes(error.status) && error.message;
    toast("error", told ? error.message : inviteFailure(error));
    if (error.status === 409) onSent();
    return;
  }
  toast("success", userText.inviteResent(user.email));
  onSent();
}

/**
 * /usuarios: the company's users (the user menu's "Gerenciar Usuarios"), with their access profile, their
 * first access and last sign-in; Editar, Inativar (never one's own user) and Reativar with justification,
 * Justificativas, and Reenviar convite while a user has not created a password. Only administrators may
 * see it: an Operador (the session's role) gets the notice without the list being asked for; a refusal
 * from the server (a role changed meanwhile) shows the same way.
 */
export function UserListPage() {
  return (
    <AdminOnlyPage title={userText.listTitle}>
      <UserList />
    </AdminOnlyPage>
  );
}

function UserList() {
  const navigate = useNavigate();
  const list = useListController<CompanyUser>(users, {
    getId,
    getLabel,
    onEdit: (u) => navigate(toPath(paths.userEdit, { id: u.uuid_user })),
    reactivation,
    itemName: userText.itemName,
    offers: (u, rule) => !(rule === "inactivate" && u.is_self),
    actions: (u): DataTableRowAction[] =>
      u.pending && !u.deleted_at
        ? [
            {
              id: "resend-invite",
              label: userText.resendInvite,
              onSelect: () => void resendInvite(u, list.changed),
            },
          ]
        : [],
  });
  const denied = adminOnlyMessage(list.error);
  if (denied)
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold text-primary-dark">{userText.listTitle}</h1>
        <AdminOnlyNotice message={denied} />
      </div>
    );
  return (
    <ListPage<CompanyUser>
      title={userText.listTitle}
      table={userText.tableTitle}
      columns={columns}
      newItem={{ label: userText.newItem, onClick: () => navigate(paths.userCreate) }}
      list={list}
      historyLabels={userHistoryLabels}
      historyNames={userHistoryNames}
    />
  );
}
