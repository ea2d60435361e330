import { useEffect } from "react";
import { Link, useNavigate } from "react-router-dom";
import { signOut } from "../../auth/sign-out";
import { paths } from "../../routes/paths";

export const LOGOUT_DELAY_MS = 1500;

export const LOGOUT_TEXT = { title: "Logout", farewell: "Até mais!", back: "Voltar para o login" } as const;

/** `/logout` and `/sair`: says goodbye, ends the session after 1500 ms and goes to /logout (spec 01 §2). */
export function LogoutPage({ delay = LOGOUT_DELAY_MS }: { delay?: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void signOut().then(() => navigate(paths.logout, { replace: true }));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [delay, navigate]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-surface p-6">
      <h1 className="text-3xl font-bold text-primary-dark">
        {LOGOUT_TEXT.title}{" "}
        <span className="block text-xl font-semibold text-text">{LOGOUT_TEXT.farewell}</span>
      </h1>
      <Link to={paths.home} className="font-semibold text-primary-dark underline">
        {LOGOUT_TEXT.back}
      </Link>
    </main>
  );
}
