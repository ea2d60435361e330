/** One lucide icon file reached through main.ts's `@docs/lucide/<name>` alias (the Ícones page). */
declare module "@docs/lucide/*" {
  import type { ComponentType, SVGProps } from "react";

  const Icon: ComponentType<
    SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string }
  >;
  export default Icon;
}
