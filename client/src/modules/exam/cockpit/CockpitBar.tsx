import { useState, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { ModuleTimer } from "../ModuleTimer";
import { ExitButton } from "./ExitButton";
import { PartNavigator } from "./PartNavigator";
import type { ModulePlan, PageState, Place } from "./plan";
import { PlayerControls } from "./PlayerControls";
import type { PlayerSettings } from "./usePlayerSettings";

/**
 * The sticky bar of the exam player: exam, module and part, the module's clock (never unmounted between parts), the
 * save status, the player's settings and the part navigator.
 */
export function CockpitBar({
  examName,
  headingRef,
  module,
  part,
  deadline,
  states,
  page,
  onGo,
  settings,
  onSettings,
  saveStatus,
  handIn = false,
  exit,
}: {
  examName: string;
  headingRef: Ref<HTMLHeadingElement>;
  module: ModulePlan | null;
  /** the page's Teil (and text) in its module */
  part: Place | null;
  deadline: number | null;
  states: readonly PageState[] | null;
  page: number | null;
  onGo: (page: number) => void;
  settings: PlayerSettings;
  onSettings: (change: Partial<PlayerSettings>) => void;
  saveStatus: ReactNode;
  /** On the module's hand-in step. */
  handIn?: boolean;
  /** "Prüfung unterbrechen": whether it asks first (exam mode), and leaving (answers saved first) */
  exit: { ask: boolean; busy: boolean; onLeave: () => void };
}) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation("player");
  const [open, setOpen] = useState(false);
  const skill = module ? t(`exam.skill.${module.skill}`) : null;
  return (
    <div className="cockpit-bar" data-testid="cockpit-bar">
      <div className="cockpit-row">
        <div className="cockpit-where">
          <h1 ref={headingRef} tabIndex={-1} lang="de" className="exam-title">
            {examName}
          </h1>
          <p className="cockpit-part" data-testid="page-indicator">
            {skill && handIn
              ? tp("bar.handIn", { skill })
              : skill && part
                ? tp(part.textCount > 1 ? "bar.partText" : "bar.part", {
                    skill,
                    part: part.teil,
                    parts: part.teilCount,
                    text: part.text,
                    texts: part.textCount,
                  })
                : skill}
          </p>
        </div>
        <div className="cockpit-side">
          {module && deadline != null && <ModuleTimer key={module.skill} skill={module.skill} deadline={deadline} />}
          {saveStatus}
          <button
            type="button"
            className="button button-secondary cockpit-settings"
            aria-expanded={open}
            aria-controls="player-controls"
            onClick={() => setOpen((o) => !o)}
            data-testid="settings-toggle"
          >
            <span aria-hidden="true">⚙</span> {tp("controls.title")}
          </button>
          <ExitButton
            ask={exit.ask}
            clockSkill={module && deadline != null ? skill : null}
            busy={exit.busy}
            onLeave={exit.onLeave}
          />
        </div>
      </div>
      <div id="player-controls" hidden={!open}>
        <PlayerControls settings={settings} onChange={onSettings} />
      </div>
      {module && states && page != null && <PartNavigator module={module} states={states} page={page} onGo={onGo} />}
    </div>
  );
}
