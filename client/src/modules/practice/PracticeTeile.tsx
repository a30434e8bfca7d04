import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { Cefr, ExamFamily } from "../../gql/graphql";
import type { TeilScores } from "../result/useTeilScores";
import { ActionCard } from "../common/ActionCard";
import { PracticeSetsQuery } from "./documents";
import { drillPath } from "./paths";

/** Under a mock's result: the Teile not answered in full, weakest first, each with a drill of its Teil type. */
export function PracticeTeile({ family, cefr, teile }: { family: ExamFamily; cefr: Cefr; teile: TeilScores }) {
  const { t } = useTranslation("practice");
  const { data } = useQuery(PracticeSetsQuery, { variables: { family, cefr } });
  if (teile.state !== "done" || !data) return null;
  const rows = teile.teile
    .filter((teil) => teil.total > 0 && teil.correct < teil.total)
    .sort((a, b) => a.percent - b.percent)
    .flatMap((teil) => {
      const set = data.practiceSets.find((s) => s.skill === teil.skill && (teil.title ?? "").startsWith(s.teilLabel));
      return set ? [{ teil, set }] : [];
    });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="practise-teile" className="practise-teile" data-testid="practise-teile">
      <h2 id="practise-teile">{t("result.title")}</h2>
      <div className="action-grid">
        {rows.map(({ teil, set }) => (
          <ActionCard
            key={teil.page}
            testId="practise-teil"
            to={drillPath(set.id)}
            kicker={t("result.practise")}
            title={<bdi>{set.title}</bdi>}
            text={t("result.score", { correct: teil.correct, total: teil.total })}
          />
        ))}
      </div>
    </section>
  );
}
