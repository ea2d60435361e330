import { FormSelect, FormTextField } from "@trilha/forms";
import { USER_ROLES, userLabels, userSchema } from "@trilha/forms/schemas";
import { TextField } from "@trilha/ui";
import { historyLabels, type ValueNames } from "../../resources/change-history";
import { requiredPaths } from "../../resources/required-fields";
import { userText } from "./text";

const required = requiredPaths(userSchema);

/** The history's field names (the form's labels and Situação) and its values as the screens name them. */
export const userHistoryLabels = historyLabels(userLabels);
export const userHistoryNames: ValueNames = { role: userText.roles };

/** Perfil de acesso's choices, in the schema's order. */
export const roleOptions = USER_ROLES.map((role) => ({ value: role, label: userText.roles[role] }));

export type UserFieldsProps = {
  /** The stored e-mail on an edit (shown read-only: it is the login name); absent on a create. */
  email?: string;
  /** The signed-in user's own record: its access profile is not changed here. */
  self?: boolean;
  /** Another person who also enters other companies: their name is theirs, shown read-only with why. */
  nameLocked?: boolean;
};

/** A user's fields: Nome, E-mail (typed once, on the create) and Perfil de acesso. */
export function UserFields({ email, self = false, nameLocked = false }: UserFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
      {nameLocked ? (
        <FormTextField name="name" readOnly hint={userText.sharedName} autoComplete="off" />
      ) : (
        <FormTextField name="name" required={required.has("name")} maxLength={100} autoComplete="off" />
      )}
      {email === undefined ? (
        <FormTextField
          name="email"
          type="email"
          required={required.has("email")}
          maxLength={100}
          autoComplete="off"
        />
      ) : (
        <TextField label={userLabels.email} name="email" value={email} readOnly hint={userText.emailHint} />
      )}
      <FormSelect
        name="role"
        options={roleOptions}
        required={required.has("role")}
        disabled={self}
        {...(self ? { hint: userText.selfRole } : {})}
      />
    </div>
  );
}
