// The shell's story fixture, shared by the docs stories and the features stories: every part of the
// application shell filled as the portal fills it (spec 01 §2), links told to \`navigate\`.
import { TriangleAlert } from "lucide-react";
import { fn } from "storybook/test";
import { Breadcrumbs } from "../breadcrumbs/breadcrumbs";
import { Footer } from "../footer/footer";
import { CompanyAvatar } from "../header/company-avatar";
import { Header, HeaderActions } from "../header/header";
import type { SideMenuItem } from "../side-menu/side-menu";
import { SideMenu } from "../side-menu/side-menu";
import { UserMenu } from "../user-menu/user-menu";
import { companyPicture, storyLink, userMenuItems } from "./story-support";

export const navigate = fn();
const link = storyLink(navigate);

export function shell(menu: SideMenuItem[], currentPath: string, title: string) {
  return {
    header: (
      <Header
        actions={
          <HeaderActions
            integrationAlert={<TriangleAlert aria-hidden />}
            integrationsHref="/integracoes"
            legislationHref="/legislacao"
            onHelp={fn()}
            onChangeUnit={fn()}
            onNotifications={fn()}
            renderLink={link}
          />
        }
        avatar={<CompanyAvatar src={companyPicture} href="/perfil-empresa" renderLink={link} />}
        userMenu={<UserMenu renderLink={link} items={userMenuItems} />}
      />
    ),
    sideMenu: (
      <SideMenu
        items={menu}
        currentPath={currentPath}
        bottomItem={{ label: "Configurações", path: "/configuracoes" }}
        renderLink={link}
      />
    ),
    breadcrumbs: <Breadcrumbs items={[{ label: "Início", href: "/dashboard" }, { label: title }]} />,
    footer: (
      <Footer
        phone="(11) 4000-1234"
        email="suporte@trilha.com.br"
        counter={{ value: 48230, label: "toneladas de resíduos recicladas" }}
        version="Versão 3.1.2"
        year={2024}
      />
    ),
    children: (
      <section className="rounded-lg bg-surface p-6 shadow-sm">
        <h1 className="text-2xl font-semibold text-primary">{title}</h1>
        <p className="mt-2 text-text-muted">Conteúdo da página.</p>
      </section>
    ),
  };
}
