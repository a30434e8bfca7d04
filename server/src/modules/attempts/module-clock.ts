import type { BlockType, SkillCode } from "../exams/question-block.entity";
import { skillOf } from "../exams/question-block.entity";
import type { AttemptMode } from "./attempt.entity";

/** Saves arriving this long after a module's deadline still count (the client's last autosave). */
export const GRACE_SECONDS = 15;

export interface ModuleClock {
  skill: SkillCode;
  /** null: untimed (training mode, or the exam sets no limit for this module). */
  limitSeconds: number | null;
  startedAt: Date | null;
  deadline: Date | null;
  remainingSeconds: number | null;
  expired: boolean;
}

export interface ClockInput {
  mode: AttemptMode;
  blockTypes: BlockType[];
  limitsMinutes: Partial<Record<SkillCode, number | null>>;
  /** Module → ISO time when the learner first entered it. */
  started: Record<string, string>;
  now: Date;
  /** Extended time granted to the learner: every limit is multiplied by it (default 1). */
  timeFactor?: number;
}

/** The exam's modules in the order their first block appears. */
export function moduleOrder(blockTypes: BlockType[]): SkillCode[] {
  const order: SkillCode[] = [];
  for (const t of blockTypes) {
    const s = skillOf(t);
    if (!order.includes(s)) order.push(s);
  }
  return order;
}

/**
 * The per-module clocks, held on the server. A module starts when the learner first enters it,
 * or at the latest when the module before it runs out (as in the real exam, Hören follows Lesen),
 * so a started timed exam always comes to an end.
 */
export function moduleClocks(input: ClockInput): ModuleClock[] {
  let previousDeadline: Date | null = null;
  return moduleOrder(input.blockTypes).map((skill) => {
    const minutes = input.mode === "exam" ? (input.limitsMinutes[skill] ?? null) : null;
    const explicit = input.started[skill] ? new Date(input.started[skill]) : null;
    const candidates = [explicit, previousDeadline].filter((d): d is Date => d !== null);
    const start = candidates.length ? new Date(Math.min(...candidates.map((d) => d.getTime()))) : null;
    const limitSeconds = minutes ? Math.round(minutes * 60 * Math.max(1, input.timeFactor ?? 1)) : null;
    const end = start && limitSeconds ? new Date(start.getTime() + limitSeconds * 1000) : null;
    previousDeadline = end;
    // a module scheduled to start later (its predecessor still runs) has not started yet
    const startedAt = start && start <= input.now ? start : null;
    const deadline = startedAt ? end : null;
    const remainingSeconds = deadline ? Math.max(0, Math.ceil((deadline.getTime() - input.now.getTime()) / 1000)) : null;
    return { skill, limitSeconds, startedAt, deadline, remainingSeconds, expired: !!deadline && deadline <= input.now };
  });
}

/** A module is closed for saving once its deadline plus the grace period has passed. */
export function isClosed(clock: ModuleClock | undefined, now: Date): boolean {
  return !!clock?.deadline && clock.deadline.getTime() + GRACE_SECONDS * 1000 <= now.getTime();
}

/** An exam-mode attempt is over when every module has a deadline and the last one (plus grace) has passed. */
export function isAttemptExpired(clocks: ModuleClock[], now: Date): boolean {
  return clocks.length > 0 && clocks.every((c) => isClosed(c, now));
}
