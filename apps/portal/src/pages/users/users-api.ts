import { usersApi } from "@trilha/api";
import { api } from "../../api/client";

/** The company's users calls, on the portal's main client (bearer set at sign-in). */
export const users = usersApi(api.user);
