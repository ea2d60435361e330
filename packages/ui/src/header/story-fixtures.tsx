// The header's story fixtures, shared by the docs stories and the features stories: the header's parts
// filled as the portal fills them, their links and buttons told to mocks that the play functions check.
import { TriangleAlert } from "lucide-react";
import { fn } from "storybook/test";
import { companyPicture, storyLink, userMenuItems } from "../app-shell/story-support";
import { UserMenu } from "../user-menu/user-menu";
import { CompanyAvatar } from "./company-avatar";
import { HeaderActions } from "./header";

export const navigate = fn();
export const onHelp = fn();
export const onChangeUnit = fn();
export const onNotifications = fn();
export const link = storyLink(navigate);

/** The header's args: the icon shortcuts, the user menu and the company avatar. */
export const headerParts = {
  actions: (
    <HeaderActions
      integrationAlert={<TriangleAlert aria-hidden />}
      integrationsHref="/integracoes"
      legislationHref="/legislacao"
      onHelp={onHelp}
      onChangeUnit={onChangeUnit}
      onNotifications={onNotifications}
      renderLink={link}
    />
  ),
  userMenu: <UserMenu renderLink={link} items={userMenuItems} />,
  avatar: <CompanyAvatar src={companyPicture} href="/perfil-empresa" renderLink={link} />,
};

/** Each story starts with mocks that nothing has called yet (the meta's `beforeEach`). */
export function clearMocks() {
  for (const mock of [navigate, onHelp, onChangeUnit, onNotifications]) mock.mockClear();
}
