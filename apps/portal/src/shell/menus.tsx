import type { UserRole } from "@trilha/api";
import type { SideMenuItem, UserMenuItem } from "@trilha/ui";
import {
  Activity,
  ArrowLeftRight,
  ChartColumn,
  FileText,
  FolderOpen,
  LayoutDashboard,
  Store,
} from "lucide-react";
import { paths } from "../routes/paths";
import { isAdmPlan } from "../session/plans";

/** The ordinary plans' side menu (spec 01 §2); registration paths are hidden but light up their group. */
export const ORDINARY_MENU: SideMenuItem[] = [
  { id: "dashboard", label: "Dashboard", icon: <LayoutDashboard aria-hidden />, path: paths.dashboard },
  {
    id: "cadastros",
    label: "Cadastros",
    icon: <FolderOpen aria-hidden />,
    hiddenPaths: [paths.contractorCreate, paths.providerCreate, paths.residueCreate],
    items: [
      { label: "Contratantes", path: paths.contractors, hiddenPaths: [paths.contractorEdit] },
      { label: "Prestadores", path: paths.providers, hiddenPaths: [paths.providerEdit] },
      { label: "Residuos", path: paths.residues, hiddenPaths: [paths.residueEdit] },
    ],
  },
  {
    id: "movimentacoes",
    label: "Movimentacoes",
    icon: <ArrowLeftRight aria-hidden />,
    items: [{ label: "Saidas NFs e MTRs", path: paths.outputCreate }],
  },
  { id: "documentos", label: "Documentos", icon: <FileText aria-hidden />, disabled: true },
  { id: "monitoramento", label: "Monitoramento", icon: <Activity aria-hidden />, disabled: true },
  { id: "mercado", label: "Mercado Eletrônico", icon: <Store aria-hidden />, disabled: true },
  { id: "relatorios", label: "Relatórios", icon: <ChartColumn aria-hidden />, disabled: true },
];

/** The ADM plan's side menu. */
export const ADM_MENU: SideMenuItem[] = [
  { id: "dashboard", label: "Dashboard", icon: <LayoutDashboard aria-hidden />, path: paths.dashboard },
  {
    id: "cadastros",
    label: "Cadastros",
    icon: <FolderOpen aria-hidden />,
    hiddenPaths: [paths.contractorCreate],
    items: [
      { label: "Contratantes", path: paths.contractors, hiddenPaths: [paths.contractorEdit] },
      { label: "Negociacoes", path: paths.negotiations },
    ],
  },
];

export { ADM_PLAN } from "../session/plans";

export function menuFor(plans: string | undefined | null) {
  return isAdmPlan(plans) ? ADM_MENU : ORDINARY_MENU;
}

/**
 * The user menu of spec 01 §2. The spec shows no action for "Editar Meu Perfil", "Gerenciar Usuarios"
 * and "Gerenciar Permissoes"; they open their screens (docs/decisions.md).
 */
export const USER_MENU: UserMenuItem[] = [
  { label: "Editar Meu Perfil", href: paths.myProfile },
  { label: "Editar Perfil da Empresa", href: paths.companyProfile },
  { label: "Gerenciar Usuarios", href: paths.users },
  { label: "Gerenciar Permissoes", href: paths.permissions },
  { label: "Sair da Plataforma", href: paths.exit },
];

/** The items only a company's administrator can use (the server answers 403 ADMIN_ONLY to anyone else). */
const ADMIN_ITEMS = new Set<string>([paths.users, paths.permissions]);

/**
 * The user menu for a role: an administrator's is the spec's; anyone else, or a role not known yet, gets
 * it without the items that would only answer that administrators manage users.
 */
export function userMenuFor(role: UserRole | null): UserMenuItem[] {
  return role === "admin" ? USER_MENU : USER_MENU.filter((item) => !item.href || !ADMIN_ITEMS.has(item.href));
}

export const SETTINGS_ITEM = { label: "Configurações", path: paths.settings };
