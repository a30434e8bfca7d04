/**
 * How far a learner's spelling is from a dictionary word, weighted by the confusions learners of German make
 * (a weighted Damerau–Levenshtein distance on lower-case words): a missing umlaut or one written as ue/ae/oe,
 * ss for ß, ie and ei swapped, a doubled consonant written single (or the reverse), a silent h left out cost
 * a fraction of an ordinary edit; a letter that only a different sound explains costs a whole edit. The first
 * letter's case adds a little (a noun written small). Used to rank suggestions, likeliest first.
 */
const VOWELS = new Set("aeiouäöüy");
const UMLAUT: Record<string, string> = { ä: "a", ö: "o", ü: "u" };
/** Letter pairs learners confuse (unordered), with their cost. */
const CONFUSED: Record<string, number> = {
  aä: 0.3,
  oö: 0.3,
  uü: 0.3,
  eä: 0.5,
  sß: 0.3,
  sz: 0.6,
  fv: 0.4,
  vw: 0.5,
  dt: 0.5,
  bp: 0.5,
  gk: 0.5,
  ck: 0.5,
  cz: 0.6,
  iy: 0.5,
  iü: 0.6,
};

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return CONFUSED[a < b ? a + b : b + a] ?? 1;
}

/** The cost of a letter present in one word and missing in the other (at index i of s). */
function gap(s: string, i: number): number {
  const c = s[i];
  if (c === "h" && i > 0 && VOWELS.has(s[i - 1])) return 0.4; // Dehnungs-h: früh, Fahrt, sehr
  if (i > 0 && s[i - 1] === c && !VOWELS.has(c)) return 0.3; // a doubled consonant: kommen, Sommer
  if (i + 1 < s.length && s[i + 1] === c && !VOWELS.has(c)) return 0.3;
  if (c === "e" && i > 0 && s[i - 1] === "i") return 0.4; // the e of ie: Familie, spielen
  if (c === "e" && i > 0 && s[i - 1] === "e") return 0.4; // Kaffee, Tee
  if ((c === "t" && s[i + 1] === "z") || (c === "c" && s[i + 1] === "k")) return 0.4; // Katze, Jacke
  return 1;
}

/** A two-letter spelling of one letter: ue for ü, ss for ß. */
function digraph(pair: string, single: string): boolean {
  return (UMLAUT[single] !== undefined && pair === `${UMLAUT[single]}e`) || (single === "ß" && pair === "ss");
}

export function learnerDistance(written: string, word: string): number {
  const a = written.toLocaleLowerCase("de-DE");
  const b = word.toLocaleLowerCase("de-DE");
  const n = a.length;
  const m = b.length;
  const d: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 1; i <= n; i += 1) d[i][0] = d[i - 1][0] + gap(a, i - 1);
  for (let j = 1; j <= m; j += 1) d[0][j] = d[0][j - 1] + gap(b, j - 1);
  for (let i = 1; i <= n; i += 1)
    for (let j = 1; j <= m; j += 1) {
      let best = Math.min(
        d[i - 1][j] + gap(a, i - 1),
        d[i][j - 1] + gap(b, j - 1),
        d[i - 1][j - 1] + substitution(a[i - 1], b[j - 1]),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && a[i - 1] !== a[i - 2]) {
        const ieEi = (a[i - 2] === "i" && a[i - 1] === "e") || (a[i - 2] === "e" && a[i - 1] === "i");
        best = Math.min(best, d[i - 2][j - 2] + (ieEi ? 0.3 : 0.6));
      }
      if (i > 1 && digraph(a.slice(i - 2, i), b[j - 1])) best = Math.min(best, d[i - 2][j - 1] + 0.15);
      if (j > 1 && digraph(b.slice(j - 2, j), a[i - 1])) best = Math.min(best, d[i - 1][j - 2] + 0.15);
      d[i][j] = best;
    }
  const caseSlip = written.charAt(0) !== word.charAt(0) && a.charAt(0) === b.charAt(0) ? 0.1 : 0;
  return d[n][m] + caseSlip;
}
