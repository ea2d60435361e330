import Activity from "@docs/lucide/activity";
import ArrowLeftRight from "@docs/lucide/arrow-left-right";
import Bell from "@docs/lucide/bell";
import Calendar from "@docs/lucide/calendar";
import ChartColumn from "@docs/lucide/chart-column";
import Check from "@docs/lucide/check";
import ChevronDown from "@docs/lucide/chevron-down";
import ChevronRight from "@docs/lucide/chevron-right";
import CircleAlert from "@docs/lucide/circle-alert";
import CircleCheck from "@docs/lucide/circle-check";
import CircleHelp from "@docs/lucide/circle-help";
import CircleUserRound from "@docs/lucide/circle-user-round";
import CircleX from "@docs/lucide/circle-x";
import ClipboardList from "@docs/lucide/clipboard-list";
import Columns3 from "@docs/lucide/columns-3";
import Download from "@docs/lucide/download";
import EllipsisVertical from "@docs/lucide/ellipsis-vertical";
import Eye from "@docs/lucide/eye";
import EyeOff from "@docs/lucide/eye-off";
import FileText from "@docs/lucide/file-text";
import FolderOpen from "@docs/lucide/folder-open";
import Globe from "@docs/lucide/globe";
import Info from "@docs/lucide/info";
import LayoutDashboard from "@docs/lucide/layout-dashboard";
import Mail from "@docs/lucide/mail";
import Phone from "@docs/lucide/phone";
import Route from "@docs/lucide/route";
import Scale from "@docs/lucide/scale";
import Search from "@docs/lucide/search";
import Settings from "@docs/lucide/settings";
import ShieldCheck from "@docs/lucide/shield-check";
import Store from "@docs/lucide/store";
import Trash2 from "@docs/lucide/trash-2";
import TriangleAlert from "@docs/lucide/triangle-alert";
import Upload from "@docs/lucide/upload";
import X from "@docs/lucide/x";
import type { ComponentType, SVGProps } from "react";

type LucideIcon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/**
 * The lucide icons Trilha's components and portal draw (imports of "lucide-react" in packages/ui, packages/forms
 * and apps/portal), grouped by where they appear. Adding an icon to a component? Add it here too.
 */
export const iconGroups: {
  title: string;
  description: string;
  icons: { name: string; icon: LucideIcon; usedIn: string }[];
}[] = [
  {
    title: "Navegação",
    description: "Menu lateral e atalhos do cabeçalho.",
    icons: [
      { name: "LayoutDashboard", icon: LayoutDashboard, usedIn: "Menu: Dashboard" },
      { name: "FolderOpen", icon: FolderOpen, usedIn: "Menu: Cadastros" },
      {
        name: "ArrowLeftRight",
        icon: ArrowLeftRight,
        usedIn: "Menu: Movimentações; cabeçalho: trocar unidade",
      },
      { name: "FileText", icon: FileText, usedIn: "Menu: documentos; FilePicker (PDF)" },
      { name: "Activity", icon: Activity, usedIn: "Menu: monitoramento; cabeçalho: integrações" },
      { name: "Store", icon: Store, usedIn: "Menu: mercado eletrônico" },
      { name: "ChartColumn", icon: ChartColumn, usedIn: "Menu: relatórios" },
      { name: "ClipboardList", icon: ClipboardList, usedIn: "Menu: Negociações (ADM)" },
      { name: "Settings", icon: Settings, usedIn: "SideMenu: Configurações" },
      { name: "ChevronRight", icon: ChevronRight, usedIn: "Breadcrumbs" },
      { name: "ChevronDown", icon: ChevronDown, usedIn: "Select, UserMenu" },
    ],
  },
  {
    title: "Cabeçalho e conta",
    description: "Header, UserMenu e notificações.",
    icons: [
      { name: "Bell", icon: Bell, usedIn: "Notificações" },
      { name: "Scale", icon: Scale, usedIn: "Legislação" },
      { name: "CircleHelp", icon: CircleHelp, usedIn: "Ajuda" },
      { name: "CircleUserRound", icon: CircleUserRound, usedIn: "UserMenu" },
      {
        name: "EllipsisVertical",
        icon: EllipsisVertical,
        usedIn: "Mais opções (cabeçalho e linha da tabela)",
      },
    ],
  },
  {
    title: "Ações",
    description: "Botões e controles de tabela e arquivo.",
    icons: [
      { name: "Search", icon: Search, usedIn: "SearchBox, Select pesquisável" },
      { name: "Columns3", icon: Columns3, usedIn: "Menu Colunas da DataTable" },
      { name: "Trash2", icon: Trash2, usedIn: "Remover item da FormTable" },
      { name: "Upload", icon: Upload, usedIn: "FilePicker" },
      { name: "Download", icon: Download, usedIn: "FileLink" },
      { name: "X", icon: X, usedIn: "Fechar (Modal, Toast) e remover arquivo" },
      { name: "Check", icon: Check, usedIn: "Checkbox, Select, Wizard, Colunas" },
      { name: "Eye", icon: Eye, usedIn: "Mostrar senha; HowItWorks" },
      { name: "EyeOff", icon: EyeOff, usedIn: "Ocultar senha" },
      { name: "Calendar", icon: Calendar, usedIn: "DatePicker, DateRangePicker" },
    ],
  },
  {
    title: "Estados e retorno",
    description: "StatusBadge, Toast e Farol de Integrações.",
    icons: [
      { name: "CircleCheck", icon: CircleCheck, usedIn: "Ativo / disponível / sucesso" },
      { name: "CircleX", icon: CircleX, usedIn: "Inativo / indisponível / erro" },
      { name: "TriangleAlert", icon: TriangleAlert, usedIn: "Instável / aviso" },
      { name: "CircleAlert", icon: CircleAlert, usedIn: "Integração com alerta" },
      { name: "Info", icon: Info, usedIn: "Toast informativo" },
    ],
  },
  {
    title: "Acesso",
    description: "AuthLayout, HowItWorks e rodapé.",
    icons: [
      { name: "ShieldCheck", icon: ShieldCheck, usedIn: "HowItWorks" },
      { name: "Route", icon: Route, usedIn: "HowItWorks" },
      { name: "Globe", icon: Globe, usedIn: "AuthLayout (site)" },
      { name: "Mail", icon: Mail, usedIn: "Rodapé: e-mail de suporte" },
      { name: "Phone", icon: Phone, usedIn: "Rodapé: telefone de suporte" },
    ],
  },
];
