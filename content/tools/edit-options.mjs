#!/usr/bin/env node
// Reorders and rewrites the options of multiple-choice items in content/exams/*.yaml, keeping everything that names
// an option by its letter in step: the answer, the model solution in every language ("b) …", Arabic "ب) …") and the
// letters the explanations cite ("(c)", "gegen a)", "Anzeige b", "option c", "الخيار (أ)"). Only the edited items'
// nodes are rewritten; the rest of the file stays byte for byte as it was.
//
//   node content/tools/edit-options.mjs plan.yaml            # apply a plan (below)
//   node content/tools/edit-options.mjs --balance goethe-b2-2 [more exams]   # move keys until positions are even
//   node content/tools/edit-options.mjs --dry-run …           # print what would change, write nothing
//
// A plan is a list of edits: { exam: goethe-b2-2, item: blocks.4.questions.2, order: cab, set: { a: "neuer Text" } }.
// `set` replaces option texts by their letter before the move; `order` lists the old letters in their new order
// ("cab": the old c comes first); `replace: [[from, to], …]` rewrites words in every language's explanation and
// `explain: { de: …, en: … }` replaces an explanation outright (a distractor the explanation discussed has changed). Every letter found in an explanation is printed with its context when it is not
// one of the recognised forms, so that an author can read it.
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import YAML from "yaml";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const EXAMS = path.join(HERE, "..", "exams");
const LATIN = ["a", "b", "c", "d"];
const ARABIC = ["أ", "ب", "ج", "د"];
const LANGS = ["de", "en", "ar", "fr", "es"];

/** Letters as explanations cite them: "(c)", "a)", "gegen a", "Anzeige b", "option c", "réponse b", "الخيار أ". */
const WORDS =
  "Antwort|Antworten|Option|Optionen|Aussage|Anzeige|Text|Bild|gegen|von|answer|answers|option|options|ad|picture|" +
  "réponse|réponses|annonce|image|propuesta|respuesta|respuestas|opción|opciones|anuncio|imagen|الخيار|الخياران|الإجابة|الإعلان|الصورة";
const CITE = new RegExp(
  `((?<![\\p{L}\\p{N}])\\((?:[abcdأبجد])\\))|((?<![\\p{L}\\p{N}])[abcdأبجد]\\))|((?:${WORDS})\\s+\\(?)([abcdأبجد])(?![\\p{L}\\p{N}])`,
  "gu",
);

export function remapCitations(text, map) {
  const swap = (ch) => {
    const latin = LATIN.indexOf(ch);
    if (latin >= 0) return LATIN[map[latin]];
    const ar = ARABIC.indexOf(ch);
    return ar >= 0 ? ARABIC[map[ar]] : ch;
  };
  return text.replace(CITE, (m, paren, closing, word, letter) => {
    if (paren) return `(${swap(paren[1])})`;
    if (closing) return `${swap(closing[0])})`;
    return `${word}${swap(letter)}`;
  });
}

/** Single letters an explanation may cite in a form the remapper does not know (printed for a reader). */
function unrecognised(text, lang) {
  const stripped = text.replace(CITE, "");
  const lone = lang === "de" || lang === "ar" ? /(?<![\p{L}\p{N}’'])[abcdأبجد](?![\p{L}\p{N}’'])/gu : /(?<![\p{L}\p{N}’'])[bcdأبجد](?![\p{L}\p{N}’'])/gu;
  return [...stripped.matchAll(lone)].map((m) => stripped.slice(Math.max(0, m.index - 30), m.index + 30));
}

const style = (src) => ({ double: (src.match(/"/g) ?? []).length > (src.match(/'/g) ?? []).length });

/** One scalar as YAML text, quoted where its place (inside [ ] or { }, or not) needs it. */
function scalar(value, st, inFlow) {
  const plainOk = /^[\p{L}\p{N}„(][^\n]*$/u.test(value) && !/[:#]\s|[:#]$|\s#/u.test(value) && !(inFlow && /[,[\]{}]/u.test(value));
  if (typeof value !== "string" || (plainOk && !st.double && !/^(true|false|null|yes|no|on|off|~|[-+]?\d[\d.e+-]*)$/iu.test(value)))
    return YAML.stringify(value, { lineWidth: 0 }).trimEnd();
  if (st.double) return JSON.stringify(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/** The new item: options moved, texts set, answer, solution and explanation in step. */
export function editItem(q, edit) {
  const k = q.choices.length;
  const choices = [...q.choices];
  for (const [letter, text] of Object.entries(edit.set ?? {})) choices[LATIN.indexOf(letter)] = text;
  const order = edit.order ? [...edit.order].map((l) => LATIN.indexOf(l)) : [...Array(k).keys()];
  if (order.length !== k || new Set(order).size !== k || order.some((i) => i < 0 || i >= k))
    throw new Error(`order "${edit.order}" is not a permutation of ${LATIN.slice(0, k).join("")}`);
  const map = []; // old index -> new index
  order.forEach((old, now) => (map[old] = now));
  const oldKey = LATIN.indexOf(q.answer);
  const oldKeyText = typeof q.choices[oldKey] === "string" ? q.choices[oldKey] : null;
  const next = { ...q, choices: order.map((i) => choices[i]), answer: LATIN[map[oldKey]] };
  const newKeyText = typeof next.choices[map[oldKey]] === "string" ? next.choices[map[oldKey]] : null;
  if (q.solution) {
    next.solution = {};
    for (const [lang, s] of Object.entries(q.solution)) {
      const m = /^([abcdأبجد])(\)\s*)?([\s\S]*)$/u.exec(s);
      if (!m) {
        next.solution[lang] = s;
        continue;
      }
      const arabic = ARABIC.includes(m[1]);
      const letter = (arabic ? ARABIC : LATIN)[map[(arabic ? ARABIC : LATIN).indexOf(m[1])]];
      const rest = oldKeyText && newKeyText && m[3].trim() === oldKeyText.trim() ? newKeyText : m[3];
      next.solution[lang] = `${letter}${m[2] ?? ""}${rest}`;
    }
  }
  const warnings = [];
  if (q.explanation) {
    next.explanation = {};
    for (const [lang, t] of Object.entries(q.explanation)) {
      let text = remapCitations(t, map);
      for (const [from, to] of edit.replace ?? []) text = text.replaceAll(from, to);
      next.explanation[lang] = edit.explain?.[lang] ?? text;
      if (edit.order) for (const ctx of unrecognised(t, lang)) warnings.push(`${lang}: …${ctx}…`);
    }
  }
  return { next, warnings, moved: edit.order && order.some((o, i) => o !== i) };
}

/** Applies edits to one exam file's text; returns the new text and the warnings. */
export function applyToSource(src, edits) {
  const doc = YAML.parseDocument(src);
  const st = style(src);
  const replacements = [];
  const warnings = [];
  for (const edit of edits) {
    const pathParts = edit.item.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    const node = doc.getIn(pathParts, true);
    if (!node || !YAML.isMap(node)) throw new Error(`${edit.exam}: ${edit.item} is not an item`);
    const q = node.toJSON();
    if (q.type !== "multiple_choice") throw new Error(`${edit.exam}: ${edit.item} is ${q.type}, not multiple_choice`);
    const { next, warnings: w } = editItem(q, edit);
    warnings.push(...w.map((x) => `${edit.exam} ${edit.item}: ${x}`));
    for (const key of ["choices", "answer", "solution", "explanation"]) {
      const child = node.get(key, true);
      if (!child || JSON.stringify(q[key]) === JSON.stringify(next[key])) continue;
      // every changed scalar is replaced where it stands: the file keeps its layout, line breaks and quotes
      const put = (n, value, inFlow) => {
        if (YAML.isScalar(n)) {
          if (n.value !== value) replacements.push({ start: n.range[0], end: n.range[1], text: scalar(value, st, inFlow) });
        } else if (YAML.isSeq(n)) n.items.forEach((m, i) => put(m, value[i], inFlow || !!n.flow));
        else if (YAML.isMap(n)) for (const pair of n.items) put(pair.value, value[pair.key.value], inFlow || !!n.flow);
        else throw new Error(`${edit.exam} ${edit.item}: ${key} holds a structure the tool cannot rewrite`);
      };
      put(child, next[key], false);
    }
  }
  replacements.sort((a, b) => b.start - a.start);
  let out = src;
  for (const r of replacements) out = out.slice(0, r.start) + r.text + out.slice(r.end);
  return { out, warnings };
}

/** Key positions spread evenly per Teil and per mock: each key stays where it is unless its position is full. */
export function balancePlan(exam, data) {
  const teilOf = (title) => title.replace(/^((?:[^,]*,\s*)?Teil\s*\d+).*$/u, "$1");
  const items = [];
  data.blocks.forEach((b, i) =>
    b.questions.forEach((q, j) => {
      if (q.type === "multiple_choice")
        items.push({ item: `blocks.${i}.questions.${j}`, teil: teilOf(b.title), k: q.choices.length, key: LATIN.indexOf(q.answer) });
    }),
  );
  const plan = [];
  const mock = new Map();
  const teil = new Map();
  const counts = (map, id, k) => {
    if (!map.has(id)) map.set(id, new Array(k).fill(0));
    return map.get(id);
  };
  const sizes = (pred) => items.filter(pred).length;
  // a deterministic stir, so that moved keys do not follow a visible cycle
  const stir = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  for (const it of items) {
    const m = counts(mock, it.k, it.k);
    const t = counts(teil, `${it.teil}/${it.k}`, it.k);
    const capM = Math.ceil(sizes((x) => x.k === it.k) / it.k);
    const capT = Math.ceil(sizes((x) => x.k === it.k && x.teil === it.teil) / it.k);
    let pos = it.key;
    if (m[pos] >= capM || t[pos] >= capT) {
      const free = [...Array(it.k).keys()].sort(
        (a, b) => t[a] - t[b] || m[a] - m[b] || (stir(it.item + a) % 7) - (stir(it.item + b) % 7),
      );
      pos = free[0];
    }
    m[pos] += 1;
    t[pos] += 1;
    it.pos = pos;
  }
  // a position the first pass left short in the mock (fewer than floor(n/k) keys) takes keys from the fullest one,
  // from a Teil where it is still short too
  for (const [k, m] of mock) {
    const group = items.filter((x) => x.k === k);
    for (let guard = 0; guard < group.length; guard++) {
      const short = m.findIndex((c) => c < Math.floor(group.length / k));
      if (short < 0) break;
      const full = m.indexOf(Math.max(...m));
      const it = [...group].reverse().find((x) => x.pos === full && teil.get(`${x.teil}/${k}`)[short] < Math.ceil(sizes((y) => y.k === k && y.teil === x.teil) / k));
      if (!it) break;
      const t = teil.get(`${it.teil}/${k}`);
      t[full] -= 1;
      t[short] += 1;
      m[full] -= 1;
      m[short] += 1;
      it.pos = short;
    }
  }
  for (const it of items)
    if (it.pos !== it.key) {
      const rest = [...Array(it.k).keys()].filter((i) => i !== it.key);
      rest.splice(it.pos, 0, it.key);
      plan.push({ exam, item: it.item, order: rest.map((i) => LATIN[i]).join("") });
    }
  return plan;
}

function main(argv) {
  const dry = argv.includes("--dry-run");
  const args = argv.filter((a) => a !== "--dry-run");
  let edits = [];
  if (args[0] === "--balance") {
    for (const exam of args.slice(1)) {
      const data = YAML.parse(fs.readFileSync(path.join(EXAMS, `${exam}.yaml`), "utf8"));
      edits.push(...balancePlan(exam, data));
    }
  } else if (args[0]) {
    edits = YAML.parse(fs.readFileSync(args[0], "utf8"));
  } else {
    console.error("usage: edit-options.mjs [--dry-run] plan.yaml | --balance exam …");
    return 2;
  }
  const byExam = new Map();
  for (const e of edits) byExam.set(e.exam, [...(byExam.get(e.exam) ?? []), e]);
  let warned = 0;
  for (const [exam, list] of byExam) {
    const file = path.join(EXAMS, `${exam}.yaml`);
    const src = fs.readFileSync(file, "utf8");
    const { out, warnings } = applyToSource(src, list);
    // the result must read back as the edit meant: same items elsewhere, the edited ones as planned
    const before = YAML.parse(src);
    const after = YAML.parse(out);
    for (const e of list) {
      const p = e.item.split(".").map((x) => (/^\d+$/.test(x) ? Number(x) : x));
      const want = editItem(YAML.parseDocument(src).getIn(p, true).toJSON(), e).next;
      const got = YAML.parseDocument(out).getIn(p, true).toJSON();
      if (JSON.stringify(want) !== JSON.stringify(got)) throw new Error(`${exam} ${e.item}: the written item does not read back`);
    }
    if (before.blocks.length !== after.blocks.length) throw new Error(`${exam}: blocks changed`);
    for (const e of list) console.log(`${exam} ${e.item}${e.order ? ` order ${e.order}` : ""}${e.set ? ` set ${Object.keys(e.set).join("")}` : ""}`);
    for (const w of warnings) console.log(`  check: ${w}`);
    warned += warnings.length;
    if (!dry) fs.writeFileSync(file, out);
  }
  console.log(`${edits.length} edit(s) in ${byExam.size} file(s)${dry ? " (dry run, nothing written)" : ""}; ${warned} letter(s) to read`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
