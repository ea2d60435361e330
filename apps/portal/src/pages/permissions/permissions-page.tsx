import { type CompanyUser, type ListQuery, toApiError, type UserRole } from "@trilha/api";
import { MAX_PER_PAGE, USER_ROLES } from "@trilha/forms/schemas";
import {
  BreakableEmail,
  DataTablePagination,
  dataTableText,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
  tableViewportContainerClass,
} from "@trilha/ui";
import * as React from "react";
import { useFocusAfterBusy } from "../../resources/use-focus-after-busy";
import { usePagedList } from "../../resources/use-paged-list";
import { useTableUrlState } from "../../resources/use-table-url-state";
import { useTablet } from "../../resources/use-tablet";
import { toast } from "../../toasts/toasts";
import { AdminOnlyNotice, AdminOnlyPage, adminOnlyMessage, failureMessage } from "../users/admin-only";
import { userText } from "../users/text";
import { roleOptions } from "../users/user-fields";
import { users } from "../users/users-api";

/** The most users the API answers in one page: most companies fit in one, larger ones page. */
export const PERMISSIONS_PAGE_SIZE = MAX_PER_PAGE;
const roleFailure = failureMessage(userText.roleError);

/**
 * `?pagina=2` (only past the first), read and written as every list keeps its page (useTableUrlState:
 * a page beyond what the API takes is asked as the last it may be, then corrected to the real last one).
 */
function usePageParam() {
  const [state, setState] = useTableUrlState();
  const stateRef = React.useRef(state);
  stateRef.current = state;
  const setPage = React.useCallback(
    (next: number, options?: { replace?: boolean }) => setState({ ...stateRef.current, page: next }, options),
    [setState],
  );
  return [state.page, setPage] as const;
}

/** One card per access profile: its name and what it may do. */
function ProfileCards() {
  const titleId = React.useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold text-text">
        {userText.profiles}
      </h2>
      <ul className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
        {USER_ROLES.map((role) => (
          <li
            key={role}
            data-slot="profile-card"
            className="flex flex-col gap-1 rounded-md border border-border bg-surface px-4 py-3"
          >
            <h3 className="text-base font-semibold text-primary-dark">{userText.roles[role]}</h3>
            <p className="text-sm text-text">{userText.roleDescriptions[role]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

type RoleCellProps = {
  user: CompanyUser;
  role: UserRole;
  busy: boolean;
  onChange: (role: UserRole) => void;
};

/** A row's Perfil de acesso, saved as soon as it changes; one's own is shown, not changed. */
function RoleCell({ user, role, busy, onChange }: RoleCellProps) {
  const cell = React.useRef<HTMLDivElement>(null);
  // Disabled while it saves, the select drops the focus: a keyboard user gets it back when the save ends.
  useFocusAfterBusy(busy, () => cell.current?.querySelector<HTMLElement>('[role="combobox"]'));
  return (
    <div ref={cell} className="flex items-start gap-2">
      <Select
        aria-label={userText.roleOf(user.name)}
        options={roleOptions}
        value={role}
        onValueChange={(next) => onChange(next as UserRole)}
        disabled={user.is_self || busy}
        {...(user.is_self ? { hint: userText.selfRole } : {})}
        className="w-full max-w-64 min-w-40"
      />
      {busy ? <Spinner size="sm" label={userText.loading} className="mt-3" /> : null}
    </div>
  );
}

/**
 * /permissoes (the user menu's "Gerenciar Permissoes"): what each access profile may do, then the company's
 * active users with their profile, changed row by row and saved at once (the row busy meanwhile; a refusal
 * puts the profile back). Only administrators may see it: an Operador (the session's role) gets the notice
 * without the users being asked for; a refusal from the server (a role changed meanwhile) shows the same way.
 */
export function PermissionsPage() {
  return (
    <AdminOnlyPage title={userText.permissionsTitle}>
      <Permissions />
    </AdminOnlyPage>
  );
}

function Permissions() {
  const titleId = React.useId();
  const tableId = React.useId();
  const [page, setPage] = usePageParam();
  const query = React.useMemo<ListQuery>(
    () => ({ page, perPage: PERMISSIONS_PAGE_SIZE, active: true }),
    [page],
  );
  const list = usePagedList<CompanyUser>(users.list, query, (last) => setPage(last, { replace: true }));
  // The profile chosen on a row until the list shows it saved, and the rows being saved.
  const [chosen, setChosen] = React.useState<Record<string, UserRole>>({});
  const [saving, setSaving] = React.useState<ReadonlySet<string>>(new Set());
  const savingRef = React.useRef(saving);
  savingRef.current = saving;
  // A page answered (the reload after a save) shows the stored profiles: the rows not being saved follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger
  React.useEffect(() => {
    setChosen((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => savingRef.current.has(id))),
    );
  }, [list.page]);
  const mark = (id: string, busy: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const change = async (user: CompanyUser, role: UserRole) => {
    const id = user.uuid_user;
    const previous = chosen[id];
    setChosen((current) => ({ ...current, [id]: role }));
    mark(id, true);
    try {
      // The update names the user too: the name held now, not the list's, which a rename since (the
      // user's own Meu Perfil, Editar Usuário in another tab) would be undone by; that version is named.
      const current = await users.get(id);
      await users.update(id, { name: current.name, role }, { version: current.updated_at });
    } catch (reason) {
      toast("error", roleFailure(toApiError(reason)));
      setChosen((current) => {
        const { [id]: _, ...rest } = current;
        return previous === undefined ? rest : { ...rest, [id]: previous };
      });
      return;
    } finally {
      mark(id, false);
    }
    toast("success", userText.roleSaved(user.name));
    list.reload();
  };

  // On a phone the table is one column (see the rows): sideways it would hide the profile's hint.
  const tablet = useTablet();
  const columns = tablet ? 3 : 1;
  const denied = adminOnlyMessage(list.error);
  const rows = list.page?.data ?? [];
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-6">
      <h1 id={titleId} className="text-2xl font-semibold text-primary-dark">
        {userText.permissionsTitle}
      </h1>
      {denied ? (
        <AdminOnlyNotice message={denied} />
      ) : (
        <>
          <ProfileCards />
          <section aria-labelledby={tableId} className="flex flex-col gap-4">
            <h2 id={tableId} className="text-lg font-semibold text-text">
              {userText.permissionsTable}
            </h2>
            <Table
              containerClassName={`rounded-md border border-border ${tableViewportContainerClass}`}
              aria-labelledby={tableId}
              aria-busy={list.loading || undefined}
            >
              <TableHeader>
                <tr>
                  <TableHead>{userText.columns.name}</TableHead>
                  {tablet ? (
                    <>
                      <TableHead>{userText.columns.email}</TableHead>
                      <TableHead>{userText.columns.role}</TableHead>
                    </>
                  ) : null}
                </tr>
              </TableHeader>
              <TableBody>
                {list.loading ? (
                  Array.from({ length: 3 }, (_, index) => (
                    <TableRow key={index} data-slot="permissions-skeleton-row">
                      {Array.from({ length: columns }, (_, cell) => (
                        <TableCell key={cell}>
                          <div className="h-4 w-full max-w-40 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                ) : rows.length === 0 ? (
                  <TableEmptyRow colSpan={columns}>{dataTableText.empty}</TableEmptyRow>
                ) : (
                  rows.map((user) => {
                    const busy = saving.has(user.uuid_user);
                    const roleCell = (
                      <RoleCell
                        user={user}
                        role={chosen[user.uuid_user] ?? user.role}
                        busy={busy}
                        onChange={(role) => void change(user, role)}
                      />
                    );
                    return (
                      <TableRow key={user.uuid_user} aria-busy={busy || undefined}>
                        {tablet ? (
                          <>
                            <TableCell>
                              <span className="font-semibold">{user.name}</span>
                            </TableCell>
                            <TableCell>
                              <BreakableEmail email={user.email} />
                            </TableCell>
                            <TableCell>{roleCell}</TableCell>
                          </>
                        ) : (
                          // On a phone the row is one cell: the name, the e-mail under it (wrapping after
                          // the @ and, in a long side, before the dots), then the profile and its hint
                          // across the whole width.
                          <TableCell>
                            <div className="flex flex-col gap-2">
                              <div>
                                <span className="block font-semibold">{user.name}</span>
                                <span className="block text-xs text-text-muted [overflow-wrap:anywhere]">
                                  <BreakableEmail email={user.email} />
                                </span>
                              </div>
                              {roleCell}
                            </div>
                          </TableCell>
                        )}
                      </TableRow>
                    );
                  })
                )}
              </TableBody>
            </Table>
            <div role="status" className="sr-only">
              {list.loading ? dataTableText.loading : ""}
            </div>
            {list.page ? (
              <DataTablePagination
                page={page}
                pageSize={PERMISSIONS_PAGE_SIZE}
                total={list.page.total}
                totalIsEstimate={list.page.total_is_estimate === true}
                onPageChange={(next) => setPage(next)}
                label={userText.permissionsTable}
              />
            ) : null}
          </section>
        </>
      )}
    </section>
  );
}
