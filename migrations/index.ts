import { Initial1764000000000 } from "./1764000000000-Initial";

/** Every migration, in order. The schema changes only through these. */
export const migrations = [Initial1764000000000];
