import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { ExamFamily } from "../../gql/graphql";
import { ErrorState, Loading } from "../common/States";
import { LocalLink } from "../common/LocalLink";
import { familyName } from "../levels/family";
import { PracticeProgressQuery } from "./documents";
import { MasteryGrid } from "./MasteryGrid";
import { hubPath } from "./paths";
import { ReadinessView } from "./ReadinessView";
import "./practice.css";

/**
 * Mastery per family and level on the progress page: every level the learner has worked on, with its readiness
 * ranges, the grid of its sets and the set to practise next.
 */
export function PracticeOverview({ families }: { families: ExamFamily[] }) {
  const { t, ready } = useTranslation("practice");
  const { data, error, refetch } = useQuery(PracticeProgressQuery, { variables: {}, fetchPolicy: "cache-and-network" });
  if (!ready) return null; // the practice texts load with their own chunk: no raw keys meanwhile
  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (!data) body = <Loading />;
  else {
    const levels = [...new Set(data.mastery.filter((m) => m.attempted > 0).map((m) => `${m.set.family}|${m.set.cefr}`))]
      .map((key) => key.split("|") as [ExamFamily, (typeof data.mastery)[number]["set"]["cefr"]])
      .filter(([family]) => families.includes(family));
    body =
      levels.length === 0 ? (
        <p className="card muted">{t("mastery.empty")}</p>
      ) : (
        levels.map(([family, cefr]) => {
          const readiness = data.readiness.find((r) => r.family === family && r.cefr === cefr);
          const id = `mastery-${family}-${cefr}`;
          return (
            <section key={id} aria-labelledby={id} className="mastery-level" data-testid="mastery-level">
              <h3 id={id}>
                {familyName(family)} {cefr}
              </h3>
              {readiness && <ReadinessView readiness={readiness} heading="h4" />}
              <MasteryGrid rows={data.mastery.filter((m) => m.set.family === family && m.set.cefr === cefr)} />
              <p>
                <LocalLink to={hubPath(family, cefr)}>{t("mastery.toHub", { level: `${familyName(family)} ${cefr}` })}</LocalLink>
              </p>
            </section>
          );
        })
      );
  }
  return (
    <section aria-labelledby="mastery-title" className="progress-section practice-overview" data-testid="practice-overview">
      <h2 id="mastery-title">{t("mastery.title")}</h2>
      <p className="muted">{t("mastery.lead")}</p>
      {body}
    </section>
  );
}
