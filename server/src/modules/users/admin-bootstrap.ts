import type { DataSource } from "typeorm";
import { logger } from "../../common/logger";
import { hashPassword } from "./password";
import { User } from "./user.entity";

/** Creates the admin named by ADMIN_EMAIL/ADMIN_PASSWORD, or promotes that existing user. */
export async function ensureAdmin(ds: DataSource, email: string, password: string): Promise<User> {
  const repo = ds.getRepository(User);
  const existing = await repo.createQueryBuilder("u").where("lower(u.email) = lower(:email)", { email }).getOne();
  if (existing) {
    if (!existing.isAdmin) {
      existing.isAdmin = true;
      await repo.save(existing);
      logger.info({ userId: existing.id }, "promoted to admin");
    }
    return existing;
  }
  const user = await repo.save({
    email: email.trim(),
    passwordHash: await hashPassword(password),
    name: "Admin",
    isAdmin: true,
    emailConfirmedAt: new Date(),
  });
  logger.info({ userId: user.id }, "admin created");
  return user;
}
