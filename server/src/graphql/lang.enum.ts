import { graphqlEnum, type EnumValue } from "./enum";

export const Lang = graphqlEnum(
  "Lang",
  { DE: "de", EN: "en", AR: "ar", FR: "fr", ES: "es" },
  "Interface and content languages; German is the default.",
);
export type Lang = EnumValue<typeof Lang>;
