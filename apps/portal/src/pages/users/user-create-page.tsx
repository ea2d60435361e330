import type { CompanyUserInput } from "@trilha/api";
import { type UserValues, userLabels, userSchema } from "@trilha/forms/schemas";
import { Button } from "@trilha/ui";
import * as React from "react";
import { useNavigate } from "react-router-dom";
import { useLeaveAfterSave } from "../../resources/leave-after-save";
import { SectionForm } from "../../resources/section-form";
import { UnsavedEditsGuard } from "../../resources/unsaved-edits";
import { paths } from "../../routes/paths";
import { AdminOnlyPage, failureMessage } from "./admin-only";
import { userText } from "./text";
import { UserFields } from "./user-fields";
import { users } from "./users-api";

/** A new user starts as an Operador. */
const initialValues = { role: "member" };
const createText = {
  saved: (values: UserValues) => userText.created(values.email),
  error: failureMessage(userText.createError),
};

/**
 * /usuarios/cadastro: "Novo Usuário": name, e-mail (the login name) and access profile, checked with the
 * schema the server uses. Salvar creates the user, who gets a first-access e-mail, and returns to the list;
 * a taken e-mail is shown on its field. An Operador (the session's role) sees why not instead of the form
 * (AdminOnlyPage, as on /usuarios, /permissoes and Editar Usuário); the server still refuses the create.
 */
export function UserCreatePage() {
  return (
    <AdminOnlyPage title={userText.createTitle}>
      <UserCreate />
    </AdminOnlyPage>
  );
}

function UserCreate() {
  const navigate = useNavigate();
  const after = useLeaveAfterSave();
  const titleId = React.useId();
  // Salvar stays busy until the list has opened: final-form sends no form still submitting, so a second
  // press meanwhile creates no second user.
  const save = async (values: UserValues) => {
    await users.create(values as CompanyUserInput);
    await after.leave(paths.users);
  };
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-6">
      <h1 id={titleId} className="text-2xl font-semibold text-primary-dark">
        {userText.createTitle}
      </h1>
      {/* Leaving (Cancelar, the side menu, Back) with data typed and not saved asks first, as the edit pages do. */}
      <UnsavedEditsGuard>
        <SectionForm<UserValues>
          schema={userSchema}
          labels={userLabels}
          initialValues={initialValues}
          label={userText.createTitle}
          save={save}
          text={createText}
          actions={
            <Button type="button" variant="ghost" className="mr-auto" onClick={() => navigate(paths.users)}>
              {userText.cancel}
            </Button>
          }
        >
          {() => <UserFields />}
        </SectionForm>
      </UnsavedEditsGuard>
    </section>
  );
}
