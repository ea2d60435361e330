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
import type * as React from "react";
import { createElement } from "react";
import type { SideMenuItem } from "../side-menu/side-menu";
import type { UserMenuItem } from "../user-menu/user-menu";
import type { RenderLink } from "./render-link";

/** Story data, not a component: plain `createElement` keeps it a `.ts` module beside the shell. */
const icon = (Icon: typeof LayoutDashboard) => createElement(Icon, { "aria-hidden": true });

/**
 * Story fixtures shared by the shell's stories: the spec's two menus (01 §2) and a link renderer that
 * reports navigation instead of leaving the story's frame.
 */
export const ordinaryMenu: SideMenuItem[] = [
  { label: "Dashboard", icon: icon(LayoutDashboard), path: "/dashboard" },
  {
    label: "Cadastros",
    icon: icon(FolderOpen),
    hiddenPaths: ["/contratantes/cadastro", "/prestadores/cadastro", "/residuos/cadastro"],
    items: [
      { label: "Contratantes", path: "/contratantes", hiddenPaths: ["/contratantes/edicao/:id"] },
      { label: "Prestadores", path: "/prestadores", hiddenPaths: ["/prestadores/edicao/:id"] },
      { label: "Residuos", path: "/residuos" },
    ],
  },
  {
    label: "Movimentacoes",
    icon: icon(ArrowLeftRight),
    items: [{ label: "Saidas NFs e MTRs", path: "/saidas/cadastro", hiddenPaths: ["/saidas"] }],
  },
  { label: "Documentos", icon: icon(FileText), disabled: true },
  { label: "Monitoramento", icon: icon(Activity), disabled: true },
  { label: "Mercado Eletrônico", icon: icon(Store), disabled: true },
  { label: "Relatórios", icon: icon(ChartColumn), disabled: true },
];

export const admMenu: SideMenuItem[] = [
  { label: "Dashboard", icon: icon(LayoutDashboard), path: "/dashboard" },
  {
    label: "Cadastros",
    icon: icon(ClipboardList),
    hiddenPaths: ["/contratantes/cadastro"],
    items: [
      { label: "Contratantes", path: "/contratantes", hiddenPaths: ["/contratantes/edicao/:id"] },
      { label: "Negociacoes", path: "/negociacoes" },
    ],
  },
];

/** Draws plain anchors whose clicks call `onNavigate(href)` and stay on the story. */
export function storyLink(onNavigate: (href: string) => void): RenderLink {
  return ({ href, onClick, ...props }) =>
    createElement("a", {
      href,
      ...props,
      onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
        // Same order as react-router's Link: the caller's handler first, then the client-side navigation.
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        onNavigate(href);
      },
    });
}

/** A made-up company picture, inline so the story needs no network. */
export const companyPicture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#0d3b66"/><circle cx="24" cy="24" r="13" fill="#ffc72c"/><path d="M17 27l5-9 4 6 3-4 4 7z" fill="#0d3b66"/></svg>',
)}`;

/** The user menu as the portal fills it (spec 01 §2). */
export const userMenuItems: UserMenuItem[] = [
  { label: "Editar Meu Perfil" },
  { label: "Editar Perfil da Empresa", href: "/perfil-empresa" },
  { label: "Gerenciar Usuarios" },
  { label: "Gerenciar Permissoes" },
  { label: "Sair da Plataforma", href: "/sair" },
];
