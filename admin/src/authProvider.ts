import type { AuthProvider } from "react-admin";
import { gql, tokenStore, uiLang } from "./api";

/** Signs in through the product's own accounts (login mutation); only admins get in. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const data = await gql<{ login: { token: string; user: { isAdmin: boolean } } }>(
      `mutation AdminLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token user { isAdmin } } }`,
      { email: username, password },
    );
    if (!data.login.user.isAdmin) {
      tokenStore.clear();
      throw new Error(
        uiLang() === "en"
          ? "This account has no admin rights. The console is for administrators only."
          : "Dieses Konto hat keine Adminrechte. Die Konsole ist nur für Administratoren.",
      );
    }
    tokenStore.set(data.login.token);
  },
  async logout() {
    if (tokenStore.get()) await gql(`mutation AdminLogout { logout }`).catch(() => undefined);
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
    const { me } = await gql<{ me: { id: string; name: string | null; email: string | null; isAdmin: boolean } | null }>(
      `query AdminMe { me { id name email isAdmin } }`,
    );
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
