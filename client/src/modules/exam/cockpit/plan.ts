/** The exam's modules as the cockpit shows them: which parts (pages) belong to which module, and what is answered. */

export interface TimerData {
  skill: string;
  firstPage: number;
  limitSeconds?: number | null;
  remainingSeconds?: number | null;
  startedAt?: unknown;
  expired?: boolean;
}

export interface PageState {
  number: number;
  skill: string;
  questions: number;
  answered: number;
}

export interface ModulePlan {
  skill: string;
  firstPage: number;
  lastPage: number;
  /** Parts (Teile) of the module. */
  parts: number;
  limitSeconds: number | null;
}

/** Modules in page order (a module's pages follow one another, from its timer's first page to the next one's). */
export function modulesOf(timers: readonly TimerData[], pageCount: number): ModulePlan[] {
  const sorted = [...timers].filter((t) => t.firstPage >= 1).sort((a, b) => a.firstPage - b.firstPage);
  return sorted.map((t, i) => {
    const lastPage = i + 1 < sorted.length ? sorted[i + 1].firstPage - 1 : pageCount;
    return {
      skill: t.skill,
      firstPage: t.firstPage,
      lastPage,
      parts: lastPage - t.firstPage + 1,
      limitSeconds: t.limitSeconds ?? null,
    };
  });
}

/** The module a page belongs to (the first module for a page before any). */
export function moduleOfPage(modules: readonly ModulePlan[], page: number): ModulePlan | null {
  return modules.find((m) => page >= m.firstPage && page <= m.lastPage) ?? modules[0] ?? null;
}

/** "Teil 3 von 5" within the module. */
export function partOf(module: ModulePlan, page: number): { part: number; parts: number } {
  return { part: page - module.firstPage + 1, parts: module.parts };
}

/**
 * Each page's answered count: the server's page states, with the page on screen counted from the form (the learner's
 * typing is newer than the last fetch).
 */
export function pageProgress(
  states: readonly PageState[],
  current: { number: number; questionIds: readonly string[] } | null,
  answers: Readonly<Record<string, string>>,
): PageState[] {
  return states.map((s) =>
    current && s.number === current.number
      ? { ...s, answered: current.questionIds.filter((id) => !!answers[id]?.trim()).length }
      : s,
  );
}

/** What the hand-in step lists: the module's parts with items left unanswered. */
export function unansweredParts(
  module: ModulePlan,
  states: readonly PageState[],
): { page: number; part: number; open: number }[] {
  return states
    .filter((s) => s.number >= module.firstPage && s.number <= module.lastPage && s.answered < s.questions)
    .map((s) => ({ page: s.number, part: s.number - module.firstPage + 1, open: s.questions - s.answered }));
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
