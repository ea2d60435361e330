import { myProfileApi } from "@trilha/api";
import { api } from "../../api/client";

/** The signed-in user's own data and password, on the portal's main client (bearer set at sign-in). */
export const myProfile = myProfileApi(api.user);
