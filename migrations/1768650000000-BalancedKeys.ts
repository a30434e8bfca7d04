import { createHash } from "node:crypto";
import type { MigrationInterface, QueryRunner } from "typeorm";
import { CHANGES } from "./1768650000000-BalancedKeys.data";

/**
 * Content data, no schema change (issue 29): in a database seeded before it, the mocks' multiple-choice keys sat on b
 * far more often than on a or c and were often the longest option. The seed brings the new content into an empty
 * database; this brings it into one seeded before: options reordered and rewritten as content/exams has them, the
 * answer, the model solutions ("b) …", Arabic "ب) …") and the letters explanations cite moved with them, and every
 * learner's saved answer moved with its option, so that a past attempt still shows what was chosen and scores the
 * same. Goethe B2 Lesen Teil 5's headings, some explanations, accepted answers (goethe-c1-1 item 21, telc-c1-3
 * Hörverstehen 4 and 5), one item's statement (goethe-a1-2 Hören 8) and three model texts follow too.
 * An item whose options an editor has changed since the seed (the hash no longer matches) is left as it is.
 */
export interface KeyChanges {
  rows: {
    e: string;
    b: number;
    q: number;
    /** hash of the option texts (or pictures) the item must still have */
    c?: string;
    /** new option texts, by old letter */
    set?: Record<string, string>;
    /** old letter -> new letter */
    move?: Record<string, string>;
    /** a matching item's key: old, new */
    a?: [string, string];
    /** accepted answers: old, new */
    acc?: [string[], string[]];
    /** the item's text: old, new */
    t?: [string | null, string | null];
    /** model text: [sentence in the old text, what replaces it] */
    sol?: [string, string][];
    /** the explanation, where the old German one (hash) is still there */
    x?: { de: string; to: Record<string, string> };
  }[];
  pools: { e: string; b: number; from: string; to: string[]; move: Record<string, string> }[];
}

const LATIN = ["a", "b", "c", "d", "e", "f"];
const ARABIC = ["أ", "ب", "ج", "د"];
const hash = (v: unknown) => createHash("sha256").update(JSON.stringify(v)).digest("hex").slice(0, 12);
const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);

type Localized = Record<string, string>;
interface Choice {
  value: string;
  label?: string;
  image?: string;
}

/** A letter in Latin or Arabic script moved as the options moved. */
function moveLetter(ch: string, move: Record<string, string>): string {
  const ar = ARABIC.indexOf(ch);
  if (ar >= 0) return ARABIC[LATIN.indexOf(move[LATIN[ar]] ?? LATIN[ar])];
  return move[ch] ?? ch;
}

const WORDS =
  "Antwort|Antworten|Option|Optionen|Aussage|Anzeige|Text|Bild|gegen|von|answer|answers|option|options|ad|picture|" +
  "réponse|réponses|annonce|image|propuesta|respuesta|respuestas|opción|opciones|anuncio|imagen|الخيار|الخياران|الإجابة|الإعلان|الصورة";
const CITE = new RegExp(
  `((?<![\\p{L}\\p{N}])\\((?:[abcdأبجد])\\))|((?<![\\p{L}\\p{N}])[abcdأبجد]\\))|((?:${WORDS})\\s+\\(?)([abcdأبجد])(?![\\p{L}\\p{N}])`,
  "gu",
);

/** The letters an explanation cites ("(c)", "a)", "gegen a"), moved as the options moved. */
function moveCitations(text: string, move: Record<string, string>): string {
  return text.replace(CITE, (_m, paren: string, closing: string, word: string, letter: string) => {
    if (paren) return `(${moveLetter(paren[1], move)})`;
    if (closing) return `${moveLetter(closing[0], move)})`;
    return `${word}${moveLetter(letter, move)}`;
  });
}

/** "b) old key text" -> "c) new key text", in every language. */
function moveSolution(sol: Localized, move: Record<string, string>, oldKey: string, newKey: string): Localized {
  return Object.fromEntries(
    Object.entries(sol).map(([lang, s]) => {
      const m = /^([abcdأبجد])(\)\s*)?([\s\S]*)$/u.exec(s);
      if (!m) return [lang, s];
      const rest = m[3].trim() === oldKey.trim() ? newKey : m[3];
      return [lang, `${moveLetter(m[1], move)}${m[2] ?? ""}${rest}`];
    }),
  );
}

export class BalancedKeys1768650000000 implements MigrationInterface {
  name = "BalancedKeys1768650000000";

  public async up(q: QueryRunner): Promise<void> {
    for (const p of CHANGES.pools) {
      const [block] = await q.query(
        `SELECT b.id, b.option_pool FROM question_blocks b JOIN exams e ON e.id = b.exam_id
          WHERE e.content_key = $1 AND b.position = $2`,
        [p.e, p.b],
      );
      if (!block || hash((block.option_pool as { label: string }[]).map((o) => o.label)) !== p.from) continue;
      await q.query(`UPDATE question_blocks SET option_pool = $2 WHERE id = $1`, [
        block.id,
        JSON.stringify(p.to.map((label, i) => ({ value: LATIN[i], label }))),
      ]);
      const subs: { id: number; position: number; correct_answer: string; model_solution: Localized }[] = await q.query(
        `SELECT id, position, correct_answer, model_solution FROM sub_questions WHERE block_id = $1 AND answer_type = 'matching'`,
        [block.id],
      );
      for (const s of subs) {
        const key = p.move[s.correct_answer] ?? s.correct_answer;
        const label = p.to[LATIN.indexOf(key)];
        const solution = Object.fromEntries(Object.keys(s.model_solution).map((l) => [l, label]));
        await q.query(`UPDATE sub_questions SET correct_answer = $2, model_solution = $3 WHERE id = $1`, [
          s.id,
          key,
          JSON.stringify(solution),
        ]);
        await this.moveAnswers(q, s.id, p.move);
      }
    }

    for (const r of CHANGES.rows) {
      const [row] = await q.query(
        `SELECT s.id, s.answer_type, s.choices, s.correct_answer, s.model_solution, s.explanation, s.title,
                s.accepted_answers
           FROM sub_questions s JOIN question_blocks b ON b.id = s.block_id JOIN exams e ON e.id = b.exam_id
          WHERE e.content_key = $1 AND b.position = $2 AND s.position = $3`,
        [r.e, r.b, r.q],
      );
      if (!row) continue;
      const explanation: Localized = row.explanation ?? {};
      const set: Record<string, unknown> = {};
      if (r.c !== undefined) {
        const choices: Choice[] = row.choices;
        if (hash(choices.map((c) => c.image ?? c.label)) !== r.c) continue;
        const move = r.move ?? {};
        const texts = choices.map((c) => (c.image ? c : { ...c, label: r.set?.[c.value] ?? c.label }));
        const next: Choice[] = [];
        texts.forEach((c, i) => (next[LATIN.indexOf(move[LATIN[i]] ?? LATIN[i])] = { ...c, value: move[LATIN[i]] ?? LATIN[i] }));
        const oldKey = choices[LATIN.indexOf(row.correct_answer)];
        const newAnswer = move[row.correct_answer] ?? row.correct_answer;
        set.choices = JSON.stringify(next);
        set.correct_answer = newAnswer;
        set.model_solution = JSON.stringify(
          moveSolution(row.model_solution ?? {}, move, oldKey.label ?? "", next[LATIN.indexOf(newAnswer)].label ?? ""),
        );
        if (r.move)
          set.explanation = JSON.stringify(
            Object.fromEntries(Object.entries(explanation).map(([l, t]) => [l, moveCitations(t, move)])),
          );
      }
      if (r.acc) {
        if (!same(row.accepted_answers, r.acc[0])) continue;
        set.accepted_answers = JSON.stringify(r.acc[1]);
      }
      if (r.t) {
        if (row.title !== r.t[0]) continue;
        set.title = r.t[1];
      }
      if (r.sol) {
        let de: string = row.model_solution?.de ?? "";
        for (const [from, to] of r.sol) de = de.split(from).length === 2 ? de.replace(from, to) : de;
        set.model_solution = JSON.stringify({ ...row.model_solution, de });
      }
      if (r.x && hash(explanation.de) === r.x.de) set.explanation = JSON.stringify(r.x.to);
      const cols = Object.keys(set);
      if (!cols.length) continue;
      await q.query(`UPDATE sub_questions SET ${cols.map((c, i) => `"${c}" = $${i + 2}`).join(", ")} WHERE id = $1`, [
        row.id,
        ...cols.map((c) => set[c]),
      ]);
      if (r.move) await this.moveAnswers(q, row.id, r.move);
    }
  }

  /** Every saved answer to the item moves with its option. */
  private async moveAnswers(q: QueryRunner, subId: number, move: Record<string, string>): Promise<void> {
    const pairs = Object.entries(move);
    if (!pairs.length) return;
    await q.query(
      `UPDATE attempt_answers SET value = CASE value ${pairs.map((_, i) => `WHEN $${2 * i + 2} THEN $${2 * i + 3}`).join(" ")} ELSE value END
        WHERE sub_question_id = $1 AND value IN (${pairs.map((_, i) => `$${2 * i + 2}`).join(", ")})`,
      [subId, ...pairs.flat()],
    );
  }

  /** The old order gave the keys away; it is not restored. */
  public async down(): Promise<void> {}
}
