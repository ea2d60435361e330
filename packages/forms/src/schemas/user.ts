import type { Infer } from "superstruct";
import { passwordRedefinitionLabels, passwordRedefinitionSchema } from "./auth";
import { choice, fail, group, rule, secretText, text } from "./fields";
import { email } from "./rules";

// The company's users (the user menu's "Gerenciar Usuarios" and "Gerenciar Permissoes") and the signed-in
// user's own profile ("Editar Meu Perfil"). The spec lists the three menu items without their screens;
// docs/decisions.md records what they hold.

/** Access profiles of a user in a company: an administrator also manages the company's users. */
export const USER_ROLES = ["admin", "member"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleLabels: Record<UserRole, string> = {
  admin: "Administrador",
  member: "Operador",
};
/** What each profile may do, as the permissions screen explains it. */
export const userRoleDescriptions: Record<UserRole, string> = {
  admin: "Usa todas as funções da empresa e gerencia os seus usuários e permissões.",
  member: "Usa todas as funções da empresa, exceto gerenciar usuários e permissões.",
};

/** A person's name, as the contractor's master user (spec 02: max 100). */
const name = () => text({ required: true, max: 100 });

/** A new user of the company: the e-mail is the login name, so it is given once and never edited. */
export const userSchema = group({
  name: name(),
  email: email({ required: true, max: 100 }),
  role: choice(USER_ROLES, { required: true }),
});
/** Editing a user: the name and the access profile. */
export const userUpdateSchema = group({
  name: name(),
  role: choice(USER_ROLES, { required: true }),
});
export const userLabels = { name: "Nome", email: "E-mail", role: "Perfil de acesso" };
export const userUpdateLabels = { name: userLabels.name, role: userLabels.role };
export type UserValues = Infer<typeof userSchema>;
export type UserUpdateValues = Infer<typeof userUpdateSchema>;

/** The signed-in user's own data: the name (the e-mail, the login name, is shown read-only). */
export const myProfileSchema = group({ name: name() });
export const myProfileLabels = { name: "Nome" };
export type MyProfileValues = Infer<typeof myProfileSchema>;

/** A new password typed beside the current one that is the same (docs/decisions.md; the spec is silent). */
export const PASSWORD_SAME_AS_CURRENT = "A nova senha deve ser diferente da senha atual.";

/**
 * Changing one's own password: the current one, then the new one under the password rules and not the
 * current one again (checked once the rules pass, so a weak password reads the rule it breaks).
 */
export const myPasswordSchema = group({
  passwordCurrent: secretText({ required: true, max: 128 }),
  ...passwordRedefinitionSchema.schema,
  passwordNew: rule(
    passwordRedefinitionSchema.schema.passwordNew,
    "password:differs",
    (value, ctx) => value !== ctx.parent.passwordCurrent || fail(PASSWORD_SAME_AS_CURRENT),
  ),
});
export const myPasswordLabels = { passwordCurrent: "Senha atual", ...passwordRedefinitionLabels };
export type MyPasswordValues = Infer<typeof myPasswordSchema>;
