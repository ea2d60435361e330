import { describeSchema } from "./schema-test-kit";
import {
  myPasswordLabels,
  myPasswordSchema,
  myProfileLabels,
  myProfileSchema,
  userLabels,
  userSchema,
  userUpdateLabels,
  userUpdateSchema,
} from "./user";

describeSchema("userSchema (a new user of the company)", {
  schema: userSchema,
  labels: userLabels,
  valid: { name: "Ana Souza", email: "ana@example.com", role: "member" },
  cases: [
    ["name over 100", { name: "x".repeat(101) }, "name", "O campo Nome deve ter no máximo 100 caracteres."],
    ["invalid e-mail", { email: "ana@" }, "email", "E-mail digitado não é valido!"],
    [
      "unknown profile",
      { role: "root" },
      "role",
      "Selecione uma opção válida para o campo Perfil de acesso.",
    ],
  ],
  empty: {
    name: "O campo Nome é obrigatório.",
    email: "O campo E-mail é obrigatório.",
    role: "O campo Perfil de acesso é obrigatório.",
  },
});

describeSchema("userUpdateSchema (editing a user: no e-mail)", {
  schema: userUpdateSchema,
  labels: userUpdateLabels,
  valid: { name: "Ana Souza", role: "admin" },
  cases: [["unknown profile", { role: "" }, "role", "O campo Perfil de acesso é obrigatório."]],
  empty: { name: "O campo Nome é obrigatório.", role: "O campo Perfil de acesso é obrigatório." },
});

describeSchema("myProfileSchema (Editar Meu Perfil)", {
  schema: myProfileSchema,
  labels: myProfileLabels,
  valid: { name: "Ana Souza" },
  cases: [
    ["name over 100", { name: "x".repeat(101) }, "name", "O campo Nome deve ter no máximo 100 caracteres."],
  ],
  empty: { name: "O campo Nome é obrigatório." },
});

describeSchema("myPasswordSchema (changing one's own password)", {
  schema: myPasswordSchema,
  labels: myPasswordLabels,
  valid: { passwordCurrent: "Antiga@2026", passwordNew: "Nova#2027x", passwordNewConfirm: "Nova#2027x" },
  cases: [
    [
      "a short new password",
      { passwordNew: "Ab1@" },
      "passwordNew",
      "Senha Inválida - Ter no mínimo 8 caracteres",
    ],
    [
      "a different confirmation",
      { passwordNewConfirm: "Outra#2027" },
      "passwordNewConfirm",
      "Senha Inválida - Senhas não podem ser diferentes",
    ],
    [
      "the current password again",
      { passwordNew: "Antiga@2026", passwordNewConfirm: "Antiga@2026" },
      "passwordNew",
      "A nova senha deve ser diferente da senha atual.",
    ],
    [
      "the current one again but weak: the rule it breaks first",
      { passwordCurrent: "curta", passwordNew: "curta", passwordNewConfirm: "curta" },
      "passwordNew",
      "Senha Inválida - Ter no mínimo 8 caracteres",
    ],
  ],
  empty: {
    passwordCurrent: "O campo Senha atual é obrigatório.",
    passwordNew: "Senha Inválida - Ter no mínimo 8 caracteres",
  },
});
