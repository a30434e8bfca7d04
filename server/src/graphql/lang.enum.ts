import { registerEnumType } from "type-graphql";

export const Lang = { DE: "de", EN: "en", AR: "ar", FR: "fr", ES: "es" } as const;
export type Lang = (typeof Lang)[keyof typeof Lang];

registerEnumType(Lang, { name: "Lang", description: "Interface and content languages; German is the default." });
