/* Keys nobody can guess (issue 29): where a mock's multiple-choice keys sit and how long they are against their
   distractors. A test-wise learner who always ticks b, or the longest option, must score no better than chance.

   Rules, per mock (an exam file) over its multiple-choice items:
   - per Teil: no option position is the key more than ceil(n/k) + 1 times (n items, k options);
   - per mock: each position's share of the keys lies within 1/k ± 0.12 (items grouped by their number of options k;
     a count as even as n allows, floor(n/k) or ceil(n/k), always passes: 5 items cannot split 1/3 each);
   - the key is the single longest option in at most (1/k + 0.10) of the mock's text items (at least one allowed),
     and more than 30 % longer than every distractor in at most 5 % of them.
   Lengths are counted in characters of the option as shown, without surrounding spaces. Picture options have no
   length; they count for the positions only. */
import type { ExamFile } from "./content.schema";

const LETTERS = "abcd";
export const POSITION_TOLERANCE = 0.12;
export const LONGEST_MARGIN = 0.1;
export const FAR_FACTOR = 1.3;
export const FAR_SHARE = 0.05;

export interface ChoiceItem {
  /** the Teil it belongs to, e.g. "Hören, Teil 2" */
  teil: string;
  /** where it is: "blocks.3.questions.2 (17.)" */
  where: string;
  /** the options' texts; null for picture options */
  texts: string[] | null;
  /** number of options */
  k: number;
  /** the key's index (0 = a) */
  key: number;
}

/** The multiple-choice items of an exam, each with its Teil (`teilOf` maps a block title to its Teil). */
export function choiceItems(exam: ExamFile, teilOf: (title: string) => string = (t) => t): ChoiceItem[] {
  const items: ChoiceItem[] = [];
  exam.blocks.forEach((b, i) =>
    b.questions.forEach((q, j) => {
      if (q.type !== "multiple_choice") return;
      const texts = q.choices.every((c) => typeof c === "string") ? (q.choices as string[]).map((c) => c.trim()) : null;
      const number = /^\s*(\d+)[.)]/.exec(q.title ?? "")?.[1];
      items.push({
        teil: teilOf(b.title),
        where: `blocks.${i}.questions.${j}${number ? ` (${number}.)` : ""}`,
        texts,
        k: q.choices.length,
        key: LETTERS.indexOf(q.answer),
      });
    }),
  );
  return items;
}

/** How the key's length compares with its distractors: the single longest, and more than 30 % longer than each. */
export function keyLength(item: ChoiceItem): { longest: boolean; far: boolean; ratio: number } | null {
  if (!item.texts) return null;
  const len = (s: string) => [...s].length;
  const key = len(item.texts[item.key]);
  const others = Math.max(...item.texts.filter((_, i) => i !== item.key).map(len));
  return { longest: key > others, far: key > FAR_FACTOR * others, ratio: others ? key / others : Infinity };
}

export interface PositionFigure {
  /** number of options */
  k: number;
  n: number;
  /** keys per position a, b, c, d */
  counts: number[];
}
export interface TeilFigure extends PositionFigure {
  teil: string;
  /** the most any position may be the key: ceil(n/k) + 1 */
  limit: number;
}
export interface MockBias {
  file: string;
  items: number;
  /** per number of options */
  positions: PositionFigure[];
  teile: TeilFigure[];
  /** items with text options */
  textItems: number;
  longest: number;
  longestLimit: number;
  far: number;
  farLimit: number;
  /** clear bias, each naming mock, Teil and figure */
  problems: string[];
  /** the items behind the problems, one line each */
  offenders: string[];
}

const pct = (x: number) => `${Math.round(x * 100)} %`;
const countsOf = (items: ChoiceItem[], k: number) => {
  const counts = new Array<number>(k).fill(0);
  for (const it of items) counts[it.key] += 1;
  return counts;
};
/** the number of options most items of a group have */
const commonK = (items: ChoiceItem[]) => {
  const byK = new Map<number, number>();
  for (const it of items) byK.set(it.k, (byK.get(it.k) ?? 0) + 1);
  return [...byK.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
};

/** Whether a position's count passes the mock rule: share within 1/k ± 0.12, or as even as n items allow. */
export function positionCountOk(count: number, n: number, k: number): boolean {
  if (n === 0) return true;
  if (count === Math.floor(n / k) || count === Math.ceil(n / k)) return true;
  return Math.abs(count / n - 1 / k) <= POSITION_TOLERANCE + 1e-9;
}

/** Measures one mock against the rules. */
export function keyBias(file: string, items: ChoiceItem[]): MockBias {
  const problems: string[] = [];
  const offenders: string[] = [];
  const letter = (i: number) => LETTERS[i];

  const teile: TeilFigure[] = [];
  for (const teil of [...new Set(items.map((it) => it.teil))]) {
    const mine = items.filter((it) => it.teil === teil);
    const k = commonK(mine);
    const counts = countsOf(mine, Math.max(...mine.map((it) => it.k)));
    const limit = Math.ceil(mine.length / k) + 1;
    teile.push({ teil, k, n: mine.length, counts, limit });
    counts.forEach((c, p) => {
      if (c <= limit) return;
      problems.push(`${file}: ${teil}: ${letter(p)} is the key of ${c} of ${mine.length} items (at most ${limit})`);
      for (const it of mine) if (it.key === p) offenders.push(`${file} ${it.where} [${teil}]: key ${letter(p)}`);
    });
  }

  const positions: PositionFigure[] = [];
  for (const k of [...new Set(items.map((it) => it.k))].sort()) {
    const mine = items.filter((it) => it.k === k);
    const counts = countsOf(mine, k);
    positions.push({ k, n: mine.length, counts });
    counts.forEach((c, p) => {
      if (positionCountOk(c, mine.length, k)) return;
      problems.push(
        `${file}: ${letter(p)} is the key of ${pct(c / mine.length)} of its ${mine.length} ${k}-option items (${c}; 1/${k} ± ${pct(POSITION_TOLERANCE)})`,
      );
      if (c > mine.length / k)
        for (const it of mine) if (it.key === p) offenders.push(`${file} ${it.where} [${it.teil}]: key ${letter(p)}`);
    });
  }

  const text = items.filter((it) => it.texts);
  const measured = text.map((it) => ({ it, m: keyLength(it)! }));
  const longest = measured.filter((x) => x.m.longest);
  const far = measured.filter((x) => x.m.far);
  const chance = text.length ? text.reduce((s, it) => s + 1 / it.k, 0) / text.length : 0;
  const longestLimit = Math.max(1, Math.floor(text.length * (chance + LONGEST_MARGIN) + 1e-9));
  const farLimit = Math.floor(text.length * FAR_SHARE + 1e-9);
  if (longest.length > longestLimit) {
    problems.push(
      `${file}: the key is the single longest option in ${longest.length} of ${text.length} items (${pct(longest.length / text.length)}; at most ${longestLimit}, ${pct(chance + LONGEST_MARGIN)})`,
    );
    for (const { it, m } of longest)
      offenders.push(`${file} ${it.where} [${it.teil}]: key ${letter(it.key)} is the longest (×${m.ratio.toFixed(2)})`);
  }
  if (far.length > farLimit) {
    const teilList = [...new Set(far.map((x) => x.it.teil))].join(", ");
    problems.push(
      `${file}: the key is more than 30 % longer than every distractor in ${far.length} of ${text.length} items (at most ${farLimit}; ${teilList})`,
    );
    for (const { it, m } of far)
      offenders.push(`${file} ${it.where} [${it.teil}]: key ${letter(it.key)} is ×${m.ratio.toFixed(2)} the longest distractor`);
  }
  return {
    file,
    items: items.length,
    positions,
    teile,
    textItems: text.length,
    longest: longest.length,
    longestLimit,
    far: far.length,
    farLimit,
    problems,
    offenders: [...new Set(offenders)],
  };
}

/** One row per mock: keys per position (per number of options), key longest, key far longest, verdict. */
export function formatBiasTable(rows: MockBias[]): string {
  const head = "| mock | choice items | keys a / b / c / d (per option count) | key longest | key > 1.3 × | worst Teil | bias |";
  const sep = "|---|---|---|---|---|---|---|";
  const lines = rows.map((r) => {
    const pos = r.positions.map((p) => `${p.k}: ${p.counts.join(" / ")}`).join("; ");
    const worst = [...r.teile].sort((a, b) => Math.max(...b.counts) - b.limit - (Math.max(...a.counts) - a.limit))[0];
    const worstText = worst ? `${worst.teil} ${worst.counts.join("/")} (≤ ${worst.limit})` : "–";
    const share = (x: number) => (r.textItems ? pct(x / r.textItems) : "–");
    return `| ${r.file} | ${r.items} | ${pos || "–"} | ${r.longest} (${share(r.longest)}; ≤ ${r.longestLimit}) | ${r.far} (≤ ${r.farLimit}) | ${worstText} | ${r.problems.length ? `**${r.problems.length}**` : "ok"} |`;
  });
  const sum = (f: (r: MockBias) => number) => rows.reduce((n, r) => n + f(r), 0);
  const three = new Array<number>(3).fill(0);
  for (const r of rows) for (const p of r.positions) if (p.k === 3) p.counts.forEach((c, i) => (three[i] += c));
  const n3 = three.reduce((a, b) => a + b, 0);
  const text = sum((r) => r.textItems);
  return [
    head,
    sep,
    ...lines,
    `| **${rows.length} mocks** | ${sum((r) => r.items)} | 3: ${three.map((c) => pct(c / (n3 || 1))).join(" / ")} | ${sum((r) => r.longest)} (${pct(sum((r) => r.longest) / (text || 1))}) | ${sum((r) => r.far)} | | ${sum((r) => (r.problems.length ? 1 : 0))} biased |`,
  ].join("\n");
}
