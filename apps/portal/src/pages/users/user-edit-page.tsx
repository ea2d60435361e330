import { type CompanyUser, type CompanyUserInput, toApiError } from "@trilha/api";
import { type UserUpdateValues, userLabels, userUpdateSchema } from "@trilha/forms/schemas";
import * as React from "react";
import { useParams } from "react-router-dom";
import { historyEntries } from "../../resources/change-history";
import { ChangeHistoryTable } from "../../resources/change-history-view";
import { EditPage } from "../../resources/edit-page";
import { useItemHistory } from "../../resources/history-dialog";
import { SectionForm } from "../../resources/section-form";
import { useEditPageState } from "../../resources/use-edit-page";
import { useRecord } from "../../resources/use-record";
import { paths } from "../../routes/paths";
import { AdminOnlyPage, adminOnlyMessage, failureMessage } from "./admin-only";
import { userText } from "./text";
import { UserFields, userHistoryLabels, userHistoryNames } from "./user-fields";
import { users } from "./users-api";

const SECTIONS = ["data", "history"] as const;

const reactivation = {
  title: userText.reactivate,
  description: userText.reactivateDescription,
  success: userText.reactivated,
  error: userText.reactivateError,
  // A closed account shared with other companies (SHARED_USER): the server says why.
  errorOf: (reason: unknown) => failureMessage(userText.reactivateError)(toApiError(reason)),
};
const sectionText = { saved: userText.saved, error: failureMessage(userText.saveError) };

function HistorySection({ id, version }: { id: string; version: number }) {
  const { history, loading } = useItemHistory(users.changes, id, version);
  const entries = React.useMemo(
    () => historyEntries(history, userHistoryLabels, userHistoryNames),
    [history],
  );
  return <ChangeHistoryTable entries={entries} loading={loading} />;
}

/**
 * /usuarios/edicao/{id}: "Editar Usuário" with the user's name: Nome and Perfil de acesso saved with
 * Salvar (the e-mail, the login name, read-only; one's own profile not changeable), and the history. An
 * inactive user shows the history and Reativar.
 */
export function UserEditPage() {
  return (
    <AdminOnlyPage title={userText.editTitle}>
      <UserEdit />
    </AdminOnlyPage>
  );
}

function UserEdit() {
  const { id = "" } = useParams();
  // The server's refusal of a user who is not an administrator, shown instead of "not found".
  const [denied, setDenied] = React.useState<string | null>(null);
  const api = React.useMemo(
    () => ({
      ...users,
      get: (uuid: string, signal?: AbortSignal) =>
        users.get(uuid, signal).catch((reason: unknown) => {
          setDenied(adminOnlyMessage(reason));
          throw reason;
        }),
    }),
    [],
  );
  const {
    record: user,
    missing,
    failed,
    retry,
    save,
    reactivate,
  } = useRecord<CompanyUser, CompanyUserInput>(api, id);
  const { shown, version, changed, props } = useEditPageState({
    record: user,
    sections: SECTIONS,
    history: "history",
    labels: userText.sections,
    reactivate,
    inactiveNotice: userText.inactiveNotice,
    reactivation,
  });
  const initialValues = React.useMemo(() => (user ? { name: user.name, role: user.role } : null), [user]);
  const saveData = async (values: UserUpdateValues) => {
    await save(values);
    changed();
  };

  return (
    <EditPage
      title={userText.editTitle}
      {...(user ? { name: user.name } : {})}
      record={user}
      missing={missing}
      failed={failed}
      onRetry={retry}
      list={{ title: userText.listTitle, to: paths.users }}
      notFound={denied ?? userText.notFound}
      {...props}
      navLabel={userText.navLabel}
    >
      {user && initialValues && shown === "data" ? (
        <SectionForm<UserUpdateValues>
          schema={userUpdateSchema}
          labels={userLabels}
          initialValues={initialValues}
          label={userText.sections.data}
          save={saveData}
          text={sectionText}
        >
          {() => (
            <UserFields email={user.email} self={user.is_self} nameLocked={user.shared && !user.is_self} />
          )}
        </SectionForm>
      ) : null}
      {user && shown === "history" ? <HistorySection id={user.uuid_user} version={version} /> : null}
    </EditPage>
  );
}
