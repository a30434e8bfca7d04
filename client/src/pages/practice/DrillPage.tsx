import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { useAuth } from "../../modules/auth/useAuth";
import { errorCode } from "../../modules/common/errors";
import { PageHeader } from "../../modules/common/PageHeader";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { StartAssignedDrillMutation, StartDrillMutation } from "../../modules/practice/documents";
import { DrillRunner, type Drill } from "../../modules/practice/DrillRunner";
import { parseHub } from "../../modules/practice/paths";
import { RegisterToPractise } from "../../modules/practice/RegisterToPractise";
import "../../modules/practice/practice.css";
import { NotFoundPage } from "../not-found/NotFoundPage";

/** /practice/drill/:setId (or /practice/drill/mistakes): starts or resumes the learner's drill. Registered learners only. */
export function DrillPage() {
  const { t } = useTranslation("practice");
  const { loggedIn } = useAuth();
  usePageTitle(t("drill.eyebrow"));
  if (!loggedIn) {
    return (
      <div>
        <PageHeader title={t("drill.eyebrow")} />
        <RegisterToPractise />
      </div>
    );
  }
  return <StartDrill />;
}

function StartDrill() {
  const { t } = useTranslation("practice");
  const { setId = "" } = useParams();
  const [search] = useSearchParams();
  const level = parseHub(search.get("family") ?? undefined, search.get("cefr") ?? undefined);
  const mistakes = setId === "mistakes";
  // ?assignment={a}: the practice set given by a course's teacher, its drill tied to the assignment
  const assignmentId = search.get("assignment");
  const [drill, setDrill] = useState<Drill | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [tries, setTries] = useState(0);
  const [start] = useMutation(StartDrillMutation);
  const [startAssigned] = useMutation(StartAssignedDrillMutation);
  const started = useRef<string | null>(null);
  usePageTitle(drill?.practiceSet?.title ?? (mistakes ? t("mistakes.drillTitle") : null));

  useEffect(() => {
    const key = `${setId}#${assignmentId ?? ""}#${tries}`;
    if (started.current === key) return;
    started.current = key;
    setError(null);
    if (assignmentId) {
      startAssigned({ variables: { assignmentId } })
        .then(({ data }) => data && setDrill(data.startAssignment))
        .catch(setError);
      return;
    }
    const variables = mistakes ? { mistakes: true, family: level?.family, cefr: level?.cefr } : { setId };
    start({ variables })
      .then(({ data }) => data && setDrill(data.startDrill))
      .catch(setError);
  }, [setId, tries, mistakes, level?.family, level?.cefr, start, startAssigned, assignmentId]);

  if (error) {
    if (errorCode(error) === "NOT_FOUND") return <NotFoundPage />;
    return (
      <div>
        <PageHeader title={mistakes ? t("mistakes.drillTitle") : t("drill.eyebrow")} />
        <ErrorState error={error} onRetry={() => setTries((n) => n + 1)} />
      </div>
    );
  }
  if (!drill) return <Loading label={t("drill.starting")} />;
  return <DrillRunner key={drill.id} drill={drill} />;
}
