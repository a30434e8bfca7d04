import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { minutesOf, type ModulePlan } from "./plan";

/** Before a module's clock starts: its parts, its minutes and the rules; the clock starts with "Beginnen". */
export function ModuleIntro({
  module,
  mode,
  busy,
  onStart,
}: {
  module: ModulePlan;
  mode: "exam" | "training";
  busy: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation("player");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [module.skill]);
  const skill = t(`exam.skill.${module.skill}`);
  const minutes = minutesOf(module.limitSeconds);
  const listening = module.skill === "LISTENING";
  return (
    <section className="module-intro card" data-testid="module-intro" aria-labelledby="module-intro-title">
      <h2 id="module-intro-title" ref={heading} tabIndex={-1}>
        {tp("intro.title", { skill })}
      </h2>
      <ul className="intro-facts">
        <li data-testid="intro-parts">{tp("intro.parts", { count: module.parts })}</li>
        <li data-testid="intro-minutes">
          {minutes != null
            ? tp("intro.minutes", { count: minutes })
            : mode === "training"
              ? tp("intro.untimed")
              : module.skill === "SPEAKING"
                ? tp("intro.untimedSpeaking")
                : tp("intro.untimedModule")}
        </li>
      </ul>
      <h3>{tp("intro.rulesTitle")}</h3>
      <ul className="intro-rules">
        {minutes != null && <li>{tp("intro.ruleClock")}</li>}
        <li>{tp("intro.ruleNavigate")}</li>
        <li>{tp("intro.ruleSaved")}</li>
        {listening && <li>{mode === "exam" ? tp("intro.ruleAudioExam") : tp("intro.ruleAudioTraining")}</li>}
        <li>{tp("intro.ruleHandIn", { skill })}</li>
      </ul>
      <div className="actions">
        <button type="button" className="button" onClick={onStart} disabled={busy} data-testid="module-start">
          {tp("intro.start", { skill })}
        </button>
      </div>
    </section>
  );
}
