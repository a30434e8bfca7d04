import { useTranslation } from "react-i18next";
import { teileOf, type ModulePlan, type PageState } from "./plan";

/**
 * The module's Teile as buttons: where the learner is, which Teile are answered, partly answered or open. A Teil of
 * several texts is one button (its items together); it leads to its first text, the texts follow with "Weiter".
 */
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
  return (
    <nav className="part-nav" aria-label={t("nav.label")} data-testid="part-nav">
      <ol>
        {teileOf(module, states).map((teil) => {
          const state = teil.answered === 0 ? "open" : teil.answered < teil.questions ? "partly" : "done";
          const here = teil.pages.some((p) => p.number === page);
          const texts = teil.pages.length;
          return (
            <li key={teil.teil}>
              <button
                type="button"
                className={`part-button part-${state}`}
                aria-current={here ? "step" : undefined}
                data-state={state}
                onClick={() => onGo(teil.pages[0].number)}
              >
                <span aria-hidden="true">{teil.teil}</span>
                <span className="visually-hidden">
                  {texts > 1 ? t("nav.partTexts", { part: teil.teil, count: texts }) : t("nav.part", { part: teil.teil })},{" "}
                  {t(`nav.${state}`, { answered: teil.answered, total: teil.questions })}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
