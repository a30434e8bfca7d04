import { useTranslation } from "react-i18next";
import type { Cefr, ExamFamily } from "../../gql/graphql";
import { ActionCard } from "../common/ActionCard";
import { familyName } from "../levels/family";
import { hubPath } from "./paths";

/** On a level's page: the way to its practice sets, one Teil type at a time. */
export function PracticeLevelLink({ family, cefr }: { family: ExamFamily; cefr: Cefr }) {
  const { t } = useTranslation("practice");
  return (
    <section aria-labelledby="practice-level" className="practice-level-link">
      <h2 id="practice-level">{t("level.title")}</h2>
      <div className="action-grid">
        <ActionCard
          testId="to-practice"
          to={hubPath(family, cefr)}
          title={t("hub.title", { level: `${familyName(family)} ${cefr}` })}
          text={t("level.text")}
        />
      </div>
    </section>
  );
}
