/**
 * The exam's modules as the cockpit shows them: which pages belong to which module, the module's Teile (a Teil of
 * several texts spans several pages; the server places every page), and what is answered.
 */

export interface TimerData {
  skill: string;
  firstPage: number;
  /** the module's Teile */
  teilCount: number;
  limitSeconds?: number | null;
  remainingSeconds?: number | null;
  startedAt?: unknown;
  expired?: boolean;
}

/** Where a page stands in its module (the server's TeilPlace). */
export interface Place {
  teil: number;
  teilCount: number;
  text: number;
  textCount: number;
}

export interface PageState {
  number: number;
  skill: string;
  place: Place;
  questions: number;
  answered: number;
}

export interface ModulePlan {
  skill: string;
  firstPage: number;
  lastPage: number;
  /** Teile of the module (not pages: a Teil may have several texts). */
  parts: number;
  limitSeconds: number | null;
}

/** One Teil of a module: its pages (texts) and their items. */
export interface TeilState {
  teil: number;
  pages: PageState[];
  questions: number;
  answered: number;
}

/** Modules in page order (a module's pages follow one another, from its timer's first page to the next one's). */
export function modulesOf(timers: readonly TimerData[], pageCount: number): ModulePlan[] {
  const sorted = [...timers].filter((t) => t.firstPage >= 1).sort((a, b) => a.firstPage - b.firstPage);
  return sorted.map((t, i) => ({
    skill: t.skill,
    firstPage: t.firstPage,
    lastPage: i + 1 < sorted.length ? sorted[i + 1].firstPage - 1 : pageCount,
    parts: t.teilCount,
    limitSeconds: t.limitSeconds ?? null,
  }));
}

/** The module a page belongs to (the first module for a page before any). */
export function moduleOfPage(modules: readonly ModulePlan[], page: number): ModulePlan | null {
  return modules.find((m) => page >= m.firstPage && page <= m.lastPage) ?? modules[0] ?? null;
}

/** The page's place in its module ("Teil 2 von 3"; "Teil 1 von 3 · Text 2 von 2" where the Teil has several texts). */
export function partOf(states: readonly PageState[], page: number): Place | null {
  return states.find((s) => s.number === page)?.place ?? null;
}

/** The module's Teile in order, each with its pages and answered items. */
export function teileOf(module: ModulePlan, states: readonly PageState[]): TeilState[] {
  const out: TeilState[] = [];
  for (const s of states) {
    if (s.number < module.firstPage || s.number > module.lastPage) continue;
    const last = out[out.length - 1];
    if (last && last.teil === s.place.teil) {
      last.pages.push(s);
      last.questions += s.questions;
      last.answered += s.answered;
    } else out.push({ teil: s.place.teil, pages: [s], questions: s.questions, answered: s.answered });
  }
  return out;
}

/**
 * Each page's answered count: the server's page states, with every page seen in this session (`seen`: its items by
 * page) counted from the answers the player holds (what the learner typed or chose is newer than the last fetch, and
 * a page left behind keeps what was answered on it before the save is acknowledged).
 */
export function pageProgress(
  states: readonly PageState[],
  seen: Readonly<Record<number, readonly string[]>>,
  answers: Readonly<Record<string, string>>,
): PageState[] {
  return states.map((s) => {
    const ids = seen[s.number];
    return ids ? { ...s, answered: ids.filter((id) => !!answers[id]?.trim()).length } : s;
  });
}

/** What the hand-in step lists: the module's Teile with items left unanswered, each leading to its first open page. */
export function unansweredParts(
  module: ModulePlan,
  states: readonly PageState[],
): { page: number; part: number; open: number }[] {
  return teileOf(module, states)
    .filter((t) => t.answered < t.questions)
    .map((t) => ({
      page: t.pages.find((p) => p.answered < p.questions)!.number,
      part: t.teil,
      open: t.questions - t.answered,
    }));
}

/** Minutes as the intro states them (a granted extension can make them fractional: 37.5 → 38). */
export function minutesOf(limitSeconds: number | null): number | null {
  return limitSeconds == null ? null : Math.ceil(limitSeconds / 60);
}

/**
 * Whether each option of a matching pool is used at most once: when there are at least as many options (leaving out a
 * "no match" option such as "0" or "x") as items, as in the ads-to-situations tasks; a pool of three speakers for seven
 * statements is used again and again.
 */
export function optionsOnce(pool: readonly { value: string }[], matchingItems: number): boolean {
  const real = pool.filter((o) => !isNoMatch(o.value));
  return matchingItems > 1 && real.length >= matchingItems;
}

export function isNoMatch(value: string): boolean {
  return value === "0" || value.toLowerCase() === "x";
}
