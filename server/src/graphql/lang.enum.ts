import { registerEnumType } from "type-graphql";

export enum Lang {
  DE = "de",
  EN = "en",
  AR = "ar",
  FR = "fr",
  ES = "es",
}

registerEnumType(Lang, { name: "Lang", description: "Interface and content languages; German is the default." });
