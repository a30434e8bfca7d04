import type { AuthProvider } from "react-admin";
import { graphql } from "../gql";
import { gql, tokenStore, uiLang } from "./graphqlClient";

const LoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        isAdmin
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
    }
  }
`);

const NOT_ADMIN = {
  en: "This account has no admin rights. The console is for administrators only.",
  de: "Dieses Konto hat keine Adminrechte. Die Konsole ist nur für Administratoren.",
};

/** Signs in through the product's own accounts (login mutation); only admins get in. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { login } = await gql(LoginDocument, { email: username, password });
    if (!login.user.isAdmin) {
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
    if (!me?.isAdmin) {
      tokenStore.clear();
      throw new Error("signed out");
    }
    return { id: me.id, fullName: me.name ?? me.email ?? "Admin" };
  },
  async getPermissions() {
    return "admin";
  },
};
