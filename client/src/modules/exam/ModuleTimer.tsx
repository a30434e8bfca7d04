import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

function format(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** The module's clock: counts down from the server's remaining seconds; the server holds the deadline. */
export function ModuleTimer({
  skill,
  remainingSeconds,
  fetchedAt,
}: {
  skill: string;
  remainingSeconds: number;
  fetchedAt: number;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.max(0, remainingSeconds - Math.floor((now - fetchedAt) / 1000));
  const skillName = t(`exam.skill.${skill}`);
  return (
    <div className={left === 0 ? "timer timer-up" : left < 120 ? "timer timer-low" : "timer"} data-testid="module-timer">
      <span className="timer-label">{t("exam.timer.label", { skill: skillName })}</span>
      {/* announced only at the end, not every second */}
      <span className="timer-value" aria-hidden={left > 0}>
        {format(left)}
      </span>
      {left === 0 && (
        <p className="timer-message" role="alert">
          {t("exam.timer.up", { skill: skillName })}
        </p>
      )}
    </div>
  );
}
