import "reflect-metadata";
import type { DataSource } from "typeorm";
import { logger } from "../../common/logger";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/database";
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

/** `npm run user:admin -- EMAIL` (after `npm run build`): promotes an existing user. */
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error("usage: npm run user:admin -- EMAIL");
    return 2;
  }
  const db = await openDatabase(loadConfig());
  try {
    const user = await promoteToAdmin(db.ds, email);
    if (!user) {
      console.error(`No registered user with the email ${email}.`);
      return 1;
    }
    console.log(`${user.email} is an admin.`);
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
