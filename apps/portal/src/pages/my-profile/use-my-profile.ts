import type { MyPasswordInput, MyProfile } from "@trilha/api";
import type { MyProfileValues } from "@trilha/forms";
import * as React from "react";
import { sessionActions } from "../../session/store";
import { myProfile } from "./my-profile-api";

/**
 * The signed-in user's own data for /meu-perfil: loaded once (`failed` when it could not be); `save`
 * keeps what the server answers and renames the session's user; `changePassword` sends the password
 * form. A rejected call rejects (the form shows the server's field errors).
 */
export function useMyProfile() {
  const [profile, setProfile] = React.useState<MyProfile>();
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    const controller = new AbortController();
    myProfile
      .get(controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setProfile(answer);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);

  const save = React.useCallback(async (values: MyProfileValues) => {
    const saved = await myProfile.update(values);
    setProfile(saved);
    sessionActions.userRenamed(saved.name);
  }, []);

  const changePassword = React.useCallback(async (values: MyPasswordInput) => {
    await myProfile.changePassword(values);
  }, []);

  return { profile, failed, save, changePassword };
}
