import englishMessages from "ra-language-english";
import { consoleMessages } from "./consoleMessages";
import { inLanguage } from "./messageTree";
import { raGerman } from "./raGerman";

/** react-admin's own strings and the console's, per language. */
export const messages = {
  en: { ...englishMessages, ...inLanguage(consoleMessages, "en") },
  de: { ...raGerman, ...inLanguage(consoleMessages, "de") },
};
