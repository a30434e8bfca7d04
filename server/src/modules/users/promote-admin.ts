import type { DataSource } from "typeorm";
import { logger } from "../../common/logger";
import { User } from "./user.entity";

/** Makes an existing (registered) user an admin; answers the user, or null when there is none. */
export async function promoteToAdmin(ds: DataSource, email: string): Promise<User | null> {
  const repo = ds.getRepository(User);
  const user = await repo
    .createQueryBuilder("u")
    .where("lower(u.email) = lower(:email) AND NOT u.is_guest", { email: email.trim() })
    .getOne();
  if (!user) return null;
  if (!user.isAdmin) {
    user.isAdmin = true;
    await repo.save(user);
    logger.info({ userId: user.id }, "promoted to admin");
  }
  return user;
}
