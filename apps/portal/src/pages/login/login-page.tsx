import { Button } from "@trilha/ui";

/** Sign-in form (the sign-in issue wires the flow, captcha and partner variants). */
export function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface-muted p-6">
      <form
        aria-labelledby="login-title"
        className="flex w-full max-w-auth-form flex-col gap-4 rounded-lg bg-surface p-8 shadow"
        onSubmit={(event) => event.preventDefault()}
      >
        <h1 id="login-title" className="text-2xl font-semibold text-primary">
          Trilha
        </h1>
        <label className="flex flex-col gap-1 text-sm font-medium">
          E-mail
          <input
            name="email"
            type="text"
            autoComplete="username"
            className="h-10 rounded-md border border-border px-3"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Senha
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            className="h-10 rounded-md border border-border px-3"
          />
        </label>
        <Button type="submit">ENTRAR</Button>
      </form>
    </main>
  );
}
