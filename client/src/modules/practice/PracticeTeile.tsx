import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { Cefr, ExamFamily } from "../../gql/graphql";
import type { TeilScores } from "../result/useTeilScores";
import { ActionCard } from "../common/ActionCard";
import { useAuth } from "../auth/useAuth";
import { PracticeProgressQuery, PracticeSetsQuery } from "./documents";
import { MasteryLine } from "./MasteryGrid";
import { drillPath } from "./paths";
import "./practice.css";

/**
 * Under a mock's result: the Teile not answered in full, weakest first, each with a drill of its Teil type, this
 * test's count and the learner's mastery of the Teil type across all tests (the figures of the progress page).
 */
export function PracticeTeile({ family, cefr, teile }: { family: ExamFamily; cefr: Cefr; teile: TeilScores }) {
  const { t } = useTranslation("practice");
  const { loggedIn } = useAuth();
  const { data } = useQuery(PracticeSetsQuery, { variables: { family, cefr } });
  const progress = useQuery(PracticeProgressQuery, {
    variables: { family, cefr },
    skip: !loggedIn,
    fetchPolicy: "network-only",
  });
  if (teile.state !== "done" || !data) return null;
  const rows = teile.teile
    // keyed Teile only: a text or a recording is assessed, not counted right or wrong
    .filter((teil) => (teil.skill === "READING" || teil.skill === "LISTENING") && teil.total > 0 && teil.correct < teil.total)
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
        {rows.map(({ teil, set }) => {
          const mastery = progress.data?.mastery.find((m) => m.set.id === set.id);
          return (
            <ActionCard
              key={teil.page}
              testId="practise-teil"
              to={drillPath(set.id)}
              kicker={t("result.practise")}
              title={<bdi>{set.title}</bdi>}
              text={
                <>
                  <span className="practise-teil-score">{t("result.score", { correct: teil.correct, total: teil.total })}</span>
                  {mastery && mastery.attempted > 0 && (
                    <span className="practise-teil-mastery">
                      {t("result.mastery")} <MasteryLine row={mastery} as="span" />
                    </span>
                  )}
                </>
              }
            />
          );
        })}
      </div>
    </section>
  );
}
