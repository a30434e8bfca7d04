import crypto from "node:crypto";
import type { Response } from "express";
import { translate, type Message } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import { pageMessages as P, refusalMessages, type LtiRefusal } from "./lti.messages";

/** The picker's content: published mock exams (with their modules) and practice sets. */
export interface PickerModel {
  lang: LangCode;
  state: string;
  exams: { id: number; name: string; family: string; cefr: string; skills: string[] }[];
  sets: { id: string; title: string; family: string; cefr: string }[];
}

const esc = (s: unknown) =>
  String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1c2430;background:#f6f7f9}
main{max-width:46rem;margin:0 auto;background:#fff;border:1px solid #d8dde4;border-radius:8px;padding:1rem 1.25rem}
h1{font-size:1.35rem;margin:.2rem 0 .8rem}h2{font-size:1.1rem;margin:1.2rem 0 .5rem}
.code{color:#5b6675;font-size:.85rem}
ul{list-style:none;padding:0;margin:0}li{border-top:1px solid #e6e9ee;padding:.6rem 0}
form{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
.name{flex:1 1 14rem;font-weight:600}.tag{color:#5b6675;font-weight:400}
fieldset{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.25rem .75rem}
button{font:inherit;padding:.35rem .9rem;border-radius:6px;border:1px solid #1f5fbf;background:#1f5fbf;color:#fff;cursor:pointer}
select{font:inherit}details{margin:.3rem 0}summary{cursor:pointer;font-weight:600}
`;

/**
 * Sends one of the tool's own pages: its language and direction (Arabic right to left), a Content-Security-Policy of
 * its own (inline style and script by nonce, forms to itself and `formTarget`, framed by the platforms).
 */
function send(
  res: Response,
  status: number,
  lang: LangCode,
  title: string,
  body: string,
  o: { frameOrigins: string[]; formTarget?: string; script?: string },
) {
  const nonce = crypto.randomBytes(16).toString("base64");
  const ancestors = o.frameOrigins.length ? ["'self'", ...o.frameOrigins].join(" ") : "'self'";
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      `form-action 'self'${o.formTarget ? ` ${o.formTarget}` : ""}`,
      `frame-ancestors ${ancestors}`,
      "base-uri 'none'",
    ].join("; "),
  );
  res.removeHeader("X-Frame-Options");
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>` +
        `<style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main>` +
        (o.script ? `<script nonce="${nonce}">${o.script}</script>` : "") +
        `</body></html>`,
    );
}

const t = (m: Message, lang: LangCode, params?: Record<string, string | number>) => esc(translate(m, lang, params));

/** A refusal: what happened in the launch's language, the reason's code for the administrators, never a stack. */
export function sendRefusal(res: Response, lang: LangCode, reason: LtiRefusal | string, frameOrigins: string[], text?: string) {
  const status = reason === "FAILED" ? 502 : reason === "UNKNOWN_PLATFORM" || reason === "ASSIGNMENT_GONE" ? 404 : 400;
  send(
    res,
    status,
    lang,
    translate(P.refusedTitle, lang),
    `<h1>${t(P.refusedTitle, lang)}</h1><p data-reason="${reason}">${text ? esc(text) : t(refusalMessages[reason as LtiRefusal] ?? refusalMessages.FAILED, lang)}</p>` +
      `<p class="code">${t(P.reasonCode, lang)}: ${reason}</p>`,
    { frameOrigins },
  );
}

/** The deep-linking picker: one form per mock exam (modules, mode) and per practice set. */
export function sendPicker(res: Response, m: PickerModel, frameOrigins: string[]) {
  const { lang } = m;
  const hidden = `<input type="hidden" name="state" value="${esc(m.state)}">`;
  const exams = m.exams
    .map(
      (e) => `<li><form method="post" action="/lti/deep-link">${hidden}<input type="hidden" name="choice" value="exam:${e.id}">
<span class="name"><bdi>${esc(e.name)}</bdi> <span class="tag">${esc(e.family === "telc" ? "telc" : "Goethe")} ${esc(e.cefr)}</span></span>
<fieldset><legend class="tag">${t(P.modules, lang)}</legend>${e.skills
        .map(
          (s) =>
            `<label><input type="checkbox" name="skills" value="${esc(s)}" checked> ${t(P[s as "reading"] ?? P.modules, lang)}</label>`,
        )
        .join("")}</fieldset>
<label>${t(P.mode, lang)} <select name="mode"><option value="exam">${t(P.modeExam, lang)}</option><option value="training">${t(P.modeTraining, lang)}</option></select></label>
<button type="submit" data-choice="exam:${e.id}">${t(P.choose, lang)}</button></form></li>`,
    )
    .join("");
  const groups = new Map<string, PickerModel["sets"]>();
  for (const s of m.sets) {
    const k = `${s.family === "telc" ? "telc" : "Goethe"} ${s.cefr}`;
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  const sets = [...groups]
    .map(
      ([k, list]) =>
        `<details><summary>${esc(k)}</summary><ul>${list
          .map(
            (
              s,
            ) => `<li><form method="post" action="/lti/deep-link">${hidden}<input type="hidden" name="choice" value="set:${esc(s.id)}">
<span class="name"><bdi>${esc(s.title)}</bdi></span><button type="submit" data-choice="set:${esc(s.id)}">${t(P.choose, lang)}</button></form></li>`,
          )
          .join("")}</ul></details>`,
    )
    .join("");
  send(
    res,
    200,
    lang,
    translate(P.pickerTitle, lang),
    `<h1>${t(P.pickerTitle, lang)}</h1><p>${t(P.pickerIntro, lang)}</p>` +
      `<h2>${t(P.mocks, lang)}</h2>${exams ? `<ul>${exams}</ul>` : `<p>${t(P.none, lang)}</p>`}` +
      `<h2>${t(P.sets, lang)}</h2>${sets || `<p>${t(P.none, lang)}</p>`}`,
    { frameOrigins },
  );
}

/** The deep-linking response: a form that posts the signed JWT back to the platform, submitted at once. */
export function sendReturn(res: Response, lang: LangCode, returnUrl: string, jwt: string, frameOrigins: string[]) {
  send(
    res,
    200,
    lang,
    translate(P.returning, lang),
    `<h1>${t(P.returning, lang)}</h1><form id="back" method="post" action="${esc(returnUrl)}">` +
      `<input type="hidden" name="JWT" value="${esc(jwt)}"><button type="submit">${t(P.continue, lang)}</button></form>`,
    { frameOrigins, formTarget: new URL(returnUrl).origin, script: `document.getElementById("back").submit();` },
  );
}
