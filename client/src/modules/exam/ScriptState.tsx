import { useTranslation } from "react-i18next";
import type { ScriptStep } from "./listeningScript";

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Where the exam's script of a listening Teil stands, in words: "Lesezeit 0:10", "Text 2 · zweites Hören", … */
export function ScriptState({ step, done, remaining }: { step: ScriptStep | null; done: boolean; remaining: number }) {
  const { t } = useTranslation("player");
  let text: string;
  if (done || !step) text = t("audio.stateDone");
  else if (step.kind === "intro") text = t("audio.stateIntro");
  else if (step.kind === "reading") text = t("audio.stateReading", { time: clock(remaining) });
  else if (step.kind === "hearing")
    text =
      step.hearings === 1
        ? t("audio.stateText", { n: step.text })
        : t(step.hearing === 1 ? "audio.stateFirst" : "audio.stateSecond", { n: step.text });
  else if (step.kind === "pause") text = t("audio.statePause", { time: clock(remaining), n: step.text });
  else if (step.kind === "answer") text = t("audio.stateAnswer", { time: clock(remaining) });
  else text = t("audio.stateClose");
  return (
    <p
      className={`audio-state audio-state-${done || !step ? "done" : step.kind}`}
      data-testid="audio-state"
      data-state={done || !step ? "done" : step.kind}
      aria-live="polite"
    >
      {text}
    </p>
  );
}
