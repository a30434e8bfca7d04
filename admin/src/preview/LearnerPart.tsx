import "@learner/app/fonts.css";
import components from "@learner/app/components.css?inline";
import exam from "@learner/app/exam.css?inline";
import forms from "@learner/app/forms.css?inline";
import styles from "@learner/app/styles.css?inline";
import tokens from "@learner/app/tokens.css?inline";
import cockpit from "@learner/modules/exam/cockpit/cockpit.css?inline";
import { PartPreview, type PartData } from "@learner/modules/exam/PartPreview";
import speaking from "@learner/modules/speaking/speaking.css?inline";
import writing from "@learner/modules/writing/writing.css?inline";
import type { LangCode } from "@learner/app/lang";

/**
 * The learner client's style sheets, scoped to the preview so they leave the console's own look alone: every rule is
 * nested under .learner-preview, the page-wide rules (:root, body) apply to the preview's box, @keyframes stay global.
 */
export function scopedCss(sheets: readonly string[], scope = ".learner-preview"): string {
  const keyframes: string[] = [];
  const rules = sheets
    .map((css) => {
      let out = "";
      let i = 0;
      for (let at = css.indexOf("@keyframes", i); at >= 0; at = css.indexOf("@keyframes", i)) {
        let depth = 0;
        let end = css.indexOf("{", at);
        for (; end < css.length; end++) {
          if (css[end] === "{") depth++;
          else if (css[end] === "}" && --depth === 0) break;
        }
        out += css.slice(i, at);
        keyframes.push(css.slice(at, end + 1));
        i = end + 1;
      }
      return out + css.slice(i);
    })
    .join("\n")
    .replace(/:root/g, "&")
    .replace(/(^|[}\s,])body(?=\s*[{,])/g, "$1&");
  return `${keyframes.join("\n")}\n${scope} {\n${rules}\n}`;
}

const css = scopedCss([tokens, styles, forms, exam, components, cockpit, writing, speaking]);

/** The part in the learner's look (loaded with the preview page only: the console's start stays small). */
export default function LearnerPart(props: {
  part: PartData;
  lang: LangCode;
  answers: Readonly<Record<string, string>>;
  onChange: (subQuestionId: string, value: string) => void;
}) {
  return (
    <div className="learner-preview" data-testid="learner-part">
      <style>{css}</style>
      <PartPreview {...props} />
    </div>
  );
}
