// The auth layout's story fixtures, shared by the docs stories and the features stories: a stand-in
// login form (its submissions told to \`submit\`), a partner's panel picture and the narrow viewports.
import { fn } from "storybook/test";
import { Button } from "../button/button";

export const submit = fn();

/** A stand-in login form: the real one belongs to the portal. */
export function SampleForm() {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <h1 className="text-2xl font-bold text-text">Acesse sua conta</h1>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        E-mail ou usuário
        <input name="email" className="h-10 rounded-md border border-border px-3 font-normal" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Senha
        <input
          name="password"
          type="password"
          className="h-10 rounded-md border border-border px-3 font-normal"
        />
      </label>
      <Button type="submit">ENTRAR</Button>
    </form>
  );
}

export const panelPicture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#e8f1fb"/><rect x="40" y="70" width="90" height="80" rx="6" fill="#1565c0"/><rect x="150" y="50" width="130" height="100" rx="6" fill="#0d3b66"/><circle cx="250" cy="40" r="18" fill="#ffc72c"/></svg>',
)}`;

export const narrowViewports = {
  options: {
    narrow: { name: "Abaixo de 1030 px", styles: { width: "1000px", height: "800px" }, type: "tablet" },
    phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" },
  },
};
