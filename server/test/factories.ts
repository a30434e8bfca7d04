import type { DataSource } from "typeorm";
import { User } from "../src/modules/users/user.entity";
import type { TestServer } from "./harness";

let seq = 0;

/** A real user row (learner by default); pass overrides for admins, guests, blocked users. */
export async function buildUser(ds: DataSource, overrides: Partial<User> = {}): Promise<User> {
  seq += 1;
  const guest = overrides.isGuest ?? false;
  return ds.getRepository(User).save({
    email: guest ? null : `learner${seq}-${Date.now()}@example.org`,
    name: guest ? null : `Learner ${seq}`,
    emailConfirmedAt: guest ? null : new Date(),
    ...overrides,
  });
}

/** A user and a bearer token for them, as the API would issue it. */
export async function signedIn(t: TestServer, overrides: Partial<User> = {}): Promise<{ user: User; token: string }> {
  const user = await buildUser(t.ds, overrides);
  return { user, token: t.services.tokens.sign(user) };
}
