import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextField } from "@trilha/ui";
import { describe, expect, it } from "vitest";
import { type FormErrors, useAuthForm } from "./use-auth-form";

type Values = { email: string; password: string };

const required = (values: Values): FormErrors<Values> => ({
  ...(values.email ? {} : { email: "E-mail não pode ser vazio!" }),
  ...(values.password ? {} : { password: "Password não pode ser vazio!" }),
});

/** A two-field sign-in form on the hook, as the login page uses it. */
function SignIn({ server }: { server?: FormErrors<Values> }) {
  const form = useAuthForm<Values>({ email: "", password: "" }, required);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async () => server, event.currentTarget);
      }}
    >
      <TextField
        label="E-mail"
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set("email", e.target.value)}
      />
      <TextField
        label="Senha"
        value={form.values.password}
        error={form.errors.password}
        onChange={(e) => form.set("password", e.target.value)}
      />
      <button type="submit">ENTRAR</button>
    </form>
  );
}

describe("useAuthForm", () => {
  it("puts the focus on the first field in error when its own checks refuse the submit", async () => {
    const user = userEvent.setup();
    render(<SignIn />);
    await user.type(screen.getByRole("textbox", { name: "Senha" }), "Trilha@2024");
    await user.click(screen.getByRole("button", { name: "ENTRAR" }));
    const email = screen.getByRole("textbox", { name: "E-mail" });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription("E-mail não pode ser vazio!");
  });

  it("puts the focus on the first field the server refused", async () => {
    const user = userEvent.setup();
    render(<SignIn server={{ email: "Login ou senha inválidos!", password: "Login ou senha inválidos!" }} />);
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "demo@trilha.com.br");
    await user.type(screen.getByRole("textbox", { name: "Senha" }), "errada");
    await user.keyboard("{Enter}");
    const email = screen.getByRole("textbox", { name: "E-mail" });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("leaves the focus alone after an accepted submit", async () => {
    const user = userEvent.setup();
    render(<SignIn />);
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "demo@trilha.com.br");
    await user.type(screen.getByRole("textbox", { name: "Senha" }), "Trilha@2024");
    await user.click(screen.getByRole("button", { name: "ENTRAR" }));
    expect(screen.getByRole("button", { name: "ENTRAR" })).toHaveFocus();
  });
});
