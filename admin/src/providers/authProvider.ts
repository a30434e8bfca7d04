import type { AuthProvider } from "react-admin";
import { graphql } from "../gql";
import { gql, tokenStore, uiLang } from "./graphqlClient";

const LoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        isAdmin
        isTeacher
      }
    }
  }
`);
const LogoutDocument = graphql(`
  mutation AdminLogout {
    logout
  }
`);
export const MeDocument = graphql(`
  query AdminMe {
    me {
      id
      name
      email
      isAdmin
      isTeacher
    }
  }
`);

const NOT_ADMIN = {
  en: "This account has no admin rights. The console is for administrators (and teachers, to grade) only.",
  de: "Dieses Konto hat keine Adminrechte. Die Konsole ist nur für Administratoren (und zum Bewerten für Lehrkräfte).",
};

/** What the signed-in account may do in the console: everything, or grade (teachers). */
export type Permissions = "admin" | "teacher";

/** Signs in through the product's own accounts (login mutation); admins get in, and teachers to grade. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { login } = await gql(LoginDocument, { email: username, password });
    if (!login.user.isAdmin && !login.user.isTeacher) {
      tokenStore.clear();
      throw new Error(uiLang() === "en" ? NOT_ADMIN.en : NOT_ADMIN.de);
    }
    tokenStore.set(login.token);
  },
  async logout() {
    if (tokenStore.get()) await gql(LogoutDocument, {}).catch(() => undefined);
    tokenStore.clear();
  },
  async checkAuth() {
    if (!tokenStore.get()) throw new Error("signed out");
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401 || error?.status === 403) {
      tokenStore.clear();
      throw new Error("signed out");
    }
  },
  async getIdentity() {
    const { me } = await gql(MeDocument, {});
    if (!me?.isAdmin && !me?.isTeacher) {
      tokenStore.clear();
      throw new Error("signed out");
    }
    return { id: me.id, fullName: me.name ?? me.email ?? "Admin" };
  },
  async getPermissions(): Promise<Permissions> {
    if (!tokenStore.get()) return "teacher";
    const { me } = await gql(MeDocument, {});
    return me?.isAdmin ? "admin" : "teacher";
  },
};
