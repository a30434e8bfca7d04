import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";

import { ensureSession } from "../../modules/auth/useAuth";
import { errorCode } from "../../modules/common/errors";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { StartAssignmentMutation, StartAttemptMutation } from "../../modules/exam/documents";
import { ExamRunner, type StartedAttempt } from "../../modules/exam/ExamRunner";
import { markUnreachable } from "../../modules/offline/connectivity";
import { restoreMock } from "../../modules/offline/mockPack";
import { startKey } from "../../modules/offline/store";
import { NotFoundPage } from "../not-found/NotFoundPage";

/**
 * /exam/{id}: starts (or resumes) the caller's attempt; a visitor first gets a guest token. /exam/{id}?assignment={a}
 * starts the attempt of a course's assignment instead (its mode and modules are the teacher's).
 */
export function ExamPage() {
  const { id: examId = "" } = useParams();
  // ?mode=training: untimed, the recording may be paused, sought and slowed (an open attempt keeps its own mode)
  const [params] = useSearchParams();
  const mode = params.get("mode") === "training" ? ("TRAINING" as const) : null;
  const assignmentId = params.get("assignment");
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState<StartedAttempt | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [tries, setTries] = useState(0);
  const [startAttempt] = useMutation(StartAttemptMutation);
  const [startAssignment] = useMutation(StartAssignmentMutation);
  const started = useRef<string | null>(null);
  const client = useApolloClient();
  const start = startKey(examId, assignmentId);
  usePageTitle(attempt?.exam.name ?? t("exam.starting"));

  useEffect(() => {
    const key = `${examId}#${assignmentId ?? ""}#${tries}`;
    if (started.current === key) return;
    started.current = key;
    setError(null);
    (async () => {
      await ensureSession();
      if (assignmentId) {
        const { data } = await startAssignment({ variables: { assignmentId } });
        if (data) setAttempt(data.startAssignment);
        return;
      }
      const { data } = await startAttempt({ variables: { examId, mode } });
      if (data) setAttempt(data.startAttempt);
    })().catch(async (e: unknown) => {
      // no network (not a refusal): the mock kept on this device for offline use, when there is one
      const kept = CombinedGraphQLErrors.is(e) ? null : await restoreMock(client, start);
      if (kept) {
        markUnreachable();
        setAttempt(kept);
      } else setError(e);
    });
  }, [examId, tries, startAttempt, startAssignment, assignmentId, mode, client, start]);

  // the site's menu comes back when the exam cannot be shown (Layout hides it on the player's path)
  useLayoutEffect(() => {
    document.body.classList.toggle("exam-route", !error);
  }, [error]);

  if (error) {
    if (errorCode(error) === "NOT_FOUND" || errorCode(error) === "BAD_USER_INPUT") return <NotFoundPage />;
    return <ErrorState error={error} onRetry={() => setTries((n) => n + 1)} />;
  }
  if (!attempt) return <Loading label={t("exam.starting")} />;
  return <ExamRunner key={attempt.id} attempt={attempt} start={start} />;
}
