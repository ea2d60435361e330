import type { MyPasswordInput } from "@trilha/api";
import type { MyProfileValues } from "@trilha/forms";
import * as React from "react";
import { useOwnRecord } from "../../resources/use-own-record";
import { sessionActions } from "../../session/store";
import { myProfile } from "./my-profile-api";

/**
 * The signed-in user's own data for /meu-perfil: loaded once (`failed` when it could not be, `retry` asks again); `save`
 * keeps what the server answers and renames the session's user; `changePassword` sends the password form.
 */
export function useMyProfile() {
  const { record: profile, failed, retry, save: update } = useOwnRecord(myProfile);
  const save = React.useCallback(
    async (values: MyProfileValues) => {
      const saved = await update(values);
      sessionActions.userRenamed(saved.name);
    },
    [update],
  );
  const changePassword = React.useCallback(async (values: MyPasswordInput) => {
    await myProfile.changePassword(values);
  }, []);
  return { profile, failed, retry, save, changePassword };
}
