import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

function format(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** The remaining minutes at which a screen reader hears the time (not every second). */
export const MARKS = [10, 5, 1];

/** The lowest mark at or above which `left` seconds lie: 10 minutes and 1 second left → none passed yet. */
function passedMarks(left: number): number {
  return MARKS.filter((m) => left <= m * 60).length;
}

/**
 * The module's clock: counts down to the deadline the server holds. It stays mounted while the learner moves between
 * parts (the deadline changes, the clock does not start over). The remaining time is announced politely at 10, 5 and
 * 1 minutes, and once when it is up.
 */
export function ModuleTimer({ skill, deadline }: { skill: string; deadline: number }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation("player");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const skillName = t(`exam.skill.${skill}`);

  // announced: only a mark crossed while the clock is on screen (a reload at 7 minutes says nothing until 5)
  const seen = useRef<{ skill: string; passed: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const passed = passedMarks(left);
  useEffect(() => {
    if (!seen.current || seen.current.skill !== skill) {
      seen.current = { skill, passed };
      return;
    }
    if (passed > seen.current.passed) {
      seen.current.passed = passed;
      if (left > 0) setAnnouncement(tp("timer.left", { count: MARKS[passed - 1], skill: skillName }));
    }
  }, [passed, skill, skillName, left, tp]);

  return (
    <div className={left === 0 ? "timer timer-up" : left < 120 ? "timer timer-low" : "timer"} data-testid="module-timer">
      <span className="timer-label">{t("exam.timer.label", { skill: skillName })}</span>
      <span className="timer-value" aria-hidden={left > 0}>
        {format(left)}
      </span>
      <span className="visually-hidden" role="status" data-testid="timer-announcement">
        {announcement}
      </span>
      {left === 0 && (
        <p className="timer-message" role="alert">
          {t("exam.timer.up", { skill: skillName })}
        </p>
      )}
    </div>
  );
}
