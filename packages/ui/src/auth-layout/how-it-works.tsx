import { Eye, Route, ShieldCheck } from "lucide-react";
import * as React from "react";
import { cn } from "../lib/cn";

export type HowItWorksProps = Omit<React.ComponentProps<"section">, "children"> & {
  title?: string;
};

const points = [
  {
    icon: <Eye aria-hidden />,
    title: "Transparência",
    text: "Geradores, transportadores e recicladores consultam as mesmas informações, com cada etapa registrada e visível para quem participa da operação.",
  },
  {
    icon: <Route aria-hidden />,
    title: "Rastreabilidade",
    text: "Notas fiscais e manifestos de transporte ligam cada tonelada à sua origem e ao seu destino, formando um histórico que pode ser auditado.",
  },
  {
    icon: <ShieldCheck aria-hidden />,
    title: "Não colisão",
    text: "Cada documento comprova um único crédito, uma única vez: a mesma massa reciclada não pode ser contada por duas empresas.",
  },
] as const;

/** The generic portal's "how it works" block: what the verification system guarantees. */
export function HowItWorks({ title = "Como funciona", className, ...props }: HowItWorksProps) {
  const headingId = React.useId();
  return (
    <section
      data-slot="how-it-works"
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-border bg-surface-muted p-6", className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-bold text-primary-dark">
        {title}
      </h2>
      <p className="mt-2 text-sm text-text">
        O sistema de verificação da Trilha acompanha cada resíduo da geração à destinação final e comprova os
        créditos de reciclagem a partir dos documentos fiscais e de transporte de cada operação.
      </p>
      <ul className="mt-4 flex flex-col gap-4">
        {points.map((point) => (
          <li key={point.title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-(--auth-icon-box) text-white [&_svg]:size-5">
              {point.icon}
            </span>
            <div>
              <h3 className="text-sm font-semibold text-text">{point.title}</h3>
              <p className="text-sm text-text-muted">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
