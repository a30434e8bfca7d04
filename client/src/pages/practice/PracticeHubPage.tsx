import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { useLang } from "../../app/useLang";
import { useAuth } from "../../modules/auth/useAuth";
import { LocalLink } from "../../modules/common/LocalLink";
import { PageHeader } from "../../modules/common/PageHeader";
import { WordsDueLink } from "../../modules/study/WordsDueLink";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { familyName, familyPath } from "../../modules/levels/family";
import { PracticeProgressQuery, PracticeSetsQuery } from "../../modules/practice/documents";
import { MasteryLine, PractiseNextCard } from "../../modules/practice/MasteryGrid";
import { drillPath, MISTAKES_DRILL, parseHub } from "../../modules/practice/paths";
import { ReadinessView } from "../../modules/practice/ReadinessView";
import { RegisterToPractise } from "../../modules/practice/RegisterToPractise";
import "../../modules/practice/practice.css";
import { NotFoundPage } from "../not-found/NotFoundPage";

/** /practice/:family/:cefr: the practice sets of a family and level (guests see them and are asked to register). */
export function PracticeHubPage() {
  const params = useParams();
  const { gql } = useLang();
  const hub = parseHub(params.family, params.cefr);
  if (!hub) return <NotFoundPage />;
  // Texts of the sets are in the interface language: a language switch asks for them again.
  return <Hub key={gql} family={hub.family} cefr={hub.cefr} />;
}

function Hub({ family, cefr }: NonNullable<ReturnType<typeof parseHub>>) {
  const { t } = useTranslation("practice");
  const { loggedIn } = useAuth();
  const level = `${familyName(family)} ${cefr}`;
  const sets = useQuery(PracticeSetsQuery, { variables: { family, cefr } });
  const progress = useQuery(PracticeProgressQuery, {
    variables: { family, cefr },
    skip: !loggedIn,
    fetchPolicy: "cache-and-network",
  });
  usePageTitle(t("hub.title", { level }));

  let body;
  if (sets.error && !sets.data) body = <ErrorState error={sets.error} onRetry={() => void sets.refetch()} />;
  else if (!sets.data) body = <Loading />;
  else {
    const mastery = progress.data?.mastery ?? [];
    const readiness = progress.data?.readiness.find((r) => r.family === family && r.cefr === cefr);
    const next = mastery.find((m) => m.recommended);
    body = (
      <>
        {!loggedIn && <RegisterToPractise />}
        {loggedIn && readiness && readiness.basis !== "NONE" && <ReadinessView readiness={readiness} heading="h2" />}
        {loggedIn && next && <PractiseNextCard next={next} />}
        {loggedIn && (
          <p>
            <LocalLink to="/practice/mistakes">{t("mistakes.title")}</LocalLink>
            {" · "}
            <LocalLink to={`${MISTAKES_DRILL}?family=${family}&cefr=${cefr}`}>{t("mistakes.startLevel", { level })}</LocalLink>
          </p>
        )}
        {loggedIn && <WordsDueLink />}
        <section aria-labelledby="hub-sets">
          <h2 id="hub-sets">{t("hub.sets")}</h2>
          <ul className="set-list" data-testid="set-list">
            {sets.data.practiceSets.map((set) => {
              const row = mastery.find((m) => m.set.id === set.id);
              const id = `set-${set.id}`;
              return (
                <li key={set.id} className="set-card card" data-testid="practice-set" data-set={set.id}>
                  <h3 id={id}>
                    <bdi lang="de">{set.teilLabel}</bdi>: {set.name}
                  </h3>
                  {set.description && <p>{set.description}</p>}
                  {set.tip && (
                    <p className="set-tip">
                      <strong>{t("hub.tip")}:</strong> {set.tip}
                    </p>
                  )}
                  <p className="muted">
                    {t("hub.pages", { count: set.blockCount })} · {t("hub.items", { count: set.itemCount })}
                  </p>
                  {row && row.attempted > 0 && <MasteryLine row={row} />}
                  {loggedIn ? (
                    <LocalLink to={drillPath(set.id)} className="button" aria-describedby={id} data-testid="start-drill">
                      {t("hub.practise")}
                    </LocalLink>
                  ) : (
                    <LocalLink to="/register" className="button button-secondary" aria-describedby={id}>
                      {t("hub.registerToPractise")}
                    </LocalLink>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </>
    );
  }
  return (
    <div className="practice-hub">
      <nav aria-label={t("common:nav.breadcrumb")} className="breadcrumb">
        <LocalLink to={familyPath(family)}>
          {family === "GOETHE" ? t("common:levels.goetheTitle") : t("common:levels.telcTitle")}
        </LocalLink>
        <span aria-hidden="true"> › </span>
        <span>{t("hub.eyebrow")}</span>
      </nav>
      <PageHeader eyebrow={t("hub.eyebrow")} title={t("hub.title", { level })} lead={t("hub.lead")} />
      {body}
    </div>
  );
}
