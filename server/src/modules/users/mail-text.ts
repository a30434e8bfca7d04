import { translate } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import { mailMessages } from "./account.messages";
import { looksLikeUrl } from "./account.validation";

/** The longest stretch of a name a mail quotes. */
const MAIL_NAME_MAX = 60;

/**
 * User-supplied text as a mail may quote it: one line (control and invisible format characters become spaces,
 * runs of white space one space), without any word that looks like a link, at most 60 characters. Null when
 * nothing is left. Names are validated on input too; this also holds for names stored before that.
 */
export function mailName(raw: string | null | undefined): string | null {
  const words = oneLine(raw)
    .split(" ")
    .filter((w) => w && !looksLikeUrl(w));
  const line = words.join(" ");
  if (!line) return null;
  return line.length > MAIL_NAME_MAX ? `${line.slice(0, MAIL_NAME_MAX - 1).trimEnd()}…` : line;
}

/** Text on one line: control and invisible format characters become spaces, runs of white space one space. */
export function oneLine(raw: string | null | undefined): string {
  return (raw ?? "")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

/** The salutation of a mail to `name`: the name in quotation marks, or a greeting without it. */
export function mailGreeting(name: string | null | undefined, lang: LangCode): string {
  const quoted = mailName(name);
  return quoted ? translate(mailMessages.greetingNamed, lang, { name: quoted }) : translate(mailMessages.greeting, lang);
}
