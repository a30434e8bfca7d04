import { fold, plainText } from "./content-points";

/**
 * Genre rules by task type: which texts are expected to open with a greeting and end with a closing formula.
 * The type is the rubric's task kind (content/rubrics.yaml: email, formal_email, letter, formal_letter, message,
 * forum, essay, form). E-mails, letters and messages are addressed to someone: greeting and closing belong to
 * them (Goethe and telc rate them). A forum post, a comment, an essay or a form needs neither. Without a kind
 * (a task with no rubric), the task's wording decides, and when it names no addressed genre nothing is expected:
 * a hint errs on the quiet side.
 */
/** Kinds addressed to someone: email, formal_email, letter, formal_letter, message (and any *_email, *_letter). */
const ADDRESSED = /(^|_)(email|letter|message)$/u;
const NOT_ADDRESSED = /\b(forum\w*|beitrag|kommentar\w*|gastebuch|blog\w*|aufsatz|erorterung|stellungnahme)\b/u;
const ADDRESSED_WORDS = /\b(e-mail|email|mail|brief|nachricht|sms|postkarte|karte)\b/u;

export function expectsGreeting(kind: string | null, task: string | null): boolean {
  if (kind) return ADDRESSED.test(kind);
  const wording = fold(plainText(task));
  if (NOT_ADDRESSED.test(wording)) return false;
  return ADDRESSED_WORDS.test(wording);
}
