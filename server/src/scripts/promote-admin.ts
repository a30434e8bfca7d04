import "reflect-metadata";
import { loadConfig } from "../config";
import { entities } from "../entities";
import { openDatabase } from "../db/database";
import { promoteToAdmin } from "../modules/users/promote-admin";

/** `npm run user:admin -- EMAIL` (after `npm run build`): promotes an existing user. */
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error("usage: npm run user:admin -- EMAIL");
    return 2;
  }
  const db = await openDatabase(loadConfig(), entities);
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
