export const INTEGRATIONS_TEXT = {
  title: "Farol de Integrações",
  text: "Acompanhe aqui a situação das integrações com os sistemas estaduais e federais de resíduos.",
} as const;

/** Placeholder of the integrations status page; its cards and logs belong to a later issue. */
export function IntegrationsPage() {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold text-primary-dark">{INTEGRATIONS_TEXT.title}</h1>
      <p className="text-text-muted">{INTEGRATIONS_TEXT.text}</p>
    </section>
  );
}
