import {
  Activity,
  ArrowLeftRight,
  ChartColumn,
  ClipboardList,
  FileText,
  FolderOpen,
  LayoutDashboard,
  Store,
} from "lucide-react";
import type { SideMenuItem } from "../side-menu/side-menu";
import type { RenderLink } from "./render-link";

/**
 * Story fixtures shared by the shell's stories: the spec's two menus (01 §2) and a link renderer that
 * reports navigation instead of leaving the story's frame.
 */
export const ordinaryMenu: SideMenuItem[] = [
  { label: "Dashboard", icon: <LayoutDashboard aria-hidden />, path: "/dashboard" },
  {
    label: "Cadastros",
    icon: <FolderOpen aria-hidden />,
    hiddenPaths: ["/contratantes/cadastro", "/prestadores/cadastro", "/residuos/cadastro"],
    items: [
      { label: "Contratantes", path: "/contratantes", hiddenPaths: ["/contratantes/edicao/:id"] },
      { label: "Prestadores", path: "/prestadores", hiddenPaths: ["/prestadores/edicao/:id"] },
      { label: "Residuos", path: "/residuos" },
    ],
  },
  {
    label: "Movimentacoes",
    icon: <ArrowLeftRight aria-hidden />,
    items: [{ label: "Saidas NFs e MTRs", path: "/saidas/cadastro", hiddenPaths: ["/saidas"] }],
  },
  { label: "Documentos", icon: <FileText aria-hidden />, disabled: true },
  { label: "Monitoramento", icon: <Activity aria-hidden />, disabled: true },
  { label: "Mercado Eletrônico", icon: <Store aria-hidden />, disabled: true },
  { label: "Relatórios", icon: <ChartColumn aria-hidden />, disabled: true },
];

export const admMenu: SideMenuItem[] = [
  { label: "Dashboard", icon: <LayoutDashboard aria-hidden />, path: "/dashboard" },
  {
    label: "Cadastros",
    icon: <ClipboardList aria-hidden />,
    hiddenPaths: ["/contratantes/cadastro"],
    items: [
      { label: "Contratantes", path: "/contratantes", hiddenPaths: ["/contratantes/edicao/:id"] },
      { label: "Negociacoes", path: "/negociacoes" },
    ],
  },
];

/** Draws plain anchors whose clicks call `onNavigate(href)` and stay on the story. */
export function storyLink(onNavigate: (href: string) => void): RenderLink {
  return ({ href, onClick, children, ...props }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        // Same order as react-router's Link: the caller's handler first, then the client-side navigation.
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** A made-up company picture, inline so the story needs no network. */
export const companyPicture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#0d3b66"/><circle cx="24" cy="24" r="13" fill="#ffc72c"/><path d="M17 27l5-9 4 6 3-4 4 7z" fill="#0d3b66"/></svg>',
)}`;
