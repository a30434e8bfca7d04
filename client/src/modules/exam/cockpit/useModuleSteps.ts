import { useCallback, useEffect, useMemo, useState } from "react";

interface Steps {
  begun: string[];
  handedIn: string[];
  /** module → when the learner began it on this device (ms): its clock runs from there while there is no network */
  begunAt: Record<string, number>;
}

function load(key: string): Steps {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? "{}") as Partial<Steps>;
    return {
      begun: Array.isArray(v.begun) ? v.begun : [],
      handedIn: Array.isArray(v.handedIn) ? v.handedIn : [],
      begunAt: v.begunAt && typeof v.begunAt === "object" ? v.begunAt : {},
    };
  } catch {
    return { begun: [], handedIn: [], begunAt: {} };
  }
}

/**
 * Which modules of an attempt the learner has begun (past the intro) and handed in, kept on this device. A timed
 * module's start is also on the server (its clock); an untimed one's only here.
 */
export function useModuleSteps(attemptId: string) {
  const key = `examSteps:${attemptId}`;
  const [steps, setSteps] = useState<Steps>(() => load(key));
  const update = useCallback(
    (field: "begun" | "handedIn", skill: string) =>
      setSteps((prev) => {
        if (prev[field].includes(skill)) return prev;
        const next = { ...prev, [field]: [...prev[field], skill] };
        if (field === "begun") next.begunAt = { ...prev.begunAt, [skill]: Date.now() };
        try {
          localStorage.setItem(key, JSON.stringify(next));
        } catch {
          /* storage unavailable: kept for this page */
        }
        return next;
      }),
    [key],
  );
  return useMemo(
    () => ({
      begun: (skill: string) => steps.begun.includes(skill),
      begunAt: (skill: string): number | null => steps.begunAt[skill] ?? null,
      handedIn: (skill: string) => steps.handedIn.includes(skill),
      begin: (skill: string) => update("begun", skill),
      handIn: (skill: string) => update("handedIn", skill),
    }),
    [steps, update],
  );
}

/** While the player is on screen the site's menu and footer step aside (and the page turns dark in high contrast). */
export function useExamMode(highContrast: boolean): void {
  useEffect(() => {
    document.body.classList.add("exam-mode");
    return () => document.body.classList.remove("exam-mode");
  }, []);
  useEffect(() => {
    document.body.classList.toggle("exam-mode-hc", highContrast);
    return () => document.body.classList.remove("exam-mode-hc");
  }, [highContrast]);
}
