/** The original client's shapes of a user (Laravel-era row: no password, no stored token, the photo as a URL). */
import { laravelDate } from "../../http/compat";
import type { User } from "./user.entity";

export function userRow(u: User, photoUrl: string | null, token?: string) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    email_verified_at: laravelDate(u.emailConfirmedAt),
    photo: photoUrl,
    mobile: u.mobile,
    language: u.language,
    country: u.country,
    is_admin: u.isAdmin ? 1 : 0,
    roles_name: u.isAdmin ? ["owner"] : 3,
    created_at: laravelDate(u.createdAt),
    updated_at: laravelDate(u.updatedAt),
    ...(token ? { token } : {}),
  };
}
