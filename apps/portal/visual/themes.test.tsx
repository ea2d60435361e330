/**
 * The partner themes (partners.ts): for each partner, its sign-in screen (the login at the partner's
 * address, as the portal themes it) and the signed-in shell with the partner picked in Storybook's "Tema"
 * toolbar, at the toolbar's Tablet width, which the screens' test does not draw. Baselines in
 * `__screenshots__/themes.test.tsx/`.
 */
import { test } from "vitest";
import { firstRender, matchStory } from "../../../packages/ui/visual/harness";
import login, { Association, FastFoodChain, RetailChain } from "../src/pages/login/login-page.stories";
import { PARTNERS } from "../src/partners/partners";
import shell, { OrdinaryMenu } from "../src/shell/private-layout.stories";

/** The login story at each partner's address. */
const SIGN_IN = { association: Association, retail: RetailChain, fastfood: FastFoodChain };

const TABLET = { width: 768, height: 1024 };

const cases = PARTNERS.flatMap(({ id }) => [
  { name: `${id}/login`, story: firstRender(login, SIGN_IN[id], "SignIn", { parceiro: id }) },
  { name: `${id}/shell`, story: firstRender(shell, OrdinaryMenu, "OrdinaryMenu", { parceiro: id }) },
]);

test.each(cases.map(({ name, story }) => [name, story] as const))("%s", async (name, story) => {
  await matchStory(story, name, TABLET, { viewportOnly: true });
});
