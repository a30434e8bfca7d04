import { useTranslation } from "react-i18next";
import type { ModulePlan, PageState } from "./plan";

/** The module's parts as buttons: where the learner is, which parts are answered, partly answered or open. */
export function PartNavigator({
  module,
  states,
  page,
  onGo,
}: {
  module: ModulePlan;
  states: readonly PageState[];
  page: number;
  onGo: (page: number) => void;
}) {
  const { t } = useTranslation("player");
  const parts = states.filter((s) => s.number >= module.firstPage && s.number <= module.lastPage);
  return (
    <nav className="part-nav" aria-label={t("nav.label")} data-testid="part-nav">
      <ol>
        {parts.map((s) => {
          const part = s.number - module.firstPage + 1;
          const state = s.answered === 0 ? "open" : s.answered < s.questions ? "partly" : "done";
          return (
            <li key={s.number}>
              <button
                type="button"
                className={`part-button part-${state}`}
                aria-current={s.number === page ? "step" : undefined}
                data-state={state}
                onClick={() => onGo(s.number)}
              >
                <span aria-hidden="true">{part}</span>
                <span className="visually-hidden">
                  {t("nav.part", { part })}, {t(`nav.${state}`, { answered: s.answered, total: s.questions })}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
