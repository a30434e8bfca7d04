import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useLang } from "../../app/useLang";
import { useAuth } from "../../modules/auth/useAuth";
import { Notice, type Action } from "../../modules/common/Actions";
import { errorCode } from "../../modules/common/errors";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { MyPlacementRunsQuery, PlacementRunResultQuery } from "../../modules/placement/documents";
import { PlacementResultView } from "../../modules/placement/PlacementResultView";

/** /placement-result(?runId=…): the given run, else the caller's latest finished run; without one, a Start Test link. */
export function PlacementResultPage() {
  const { t, ready } = useTranslation("placement");
  const { t: tc } = useTranslation();
  const { gql } = useLang();
  const { loggedIn } = useAuth();
  const [params] = useSearchParams();
  const runId = params.get("runId");
  const one = useQuery(PlacementRunResultQuery, {
    variables: { id: runId ?? "", lang: gql },
    skip: !loggedIn || !runId,
    fetchPolicy: "network-only",
  });
  const mine = useQuery(MyPlacementRunsQuery, {
    variables: { lang: gql },
    skip: !loggedIn || !!runId,
    fetchPolicy: "network-only",
  });
  usePageTitle(ready ? t("result.title") : null);

  const query = runId ? one : mine;
  const run = runId ? one.data?.placementRun : mine.data?.myPlacementRuns.find((r) => r.status === "SUBMITTED");
  // a run id that is no run of the caller's (unknown, someone else's, malformed): as if there were no result
  const noSuchRun = !!runId && ["NOT_FOUND", "BAD_USER_INPUT"].includes(errorCode(one.error) ?? "");

  const start: Action = { to: "/placement-questions", label: t("result.start") };
  let body;
  if (!ready) body = <Loading />;
  else if (!loggedIn)
    body = (
      <Notice
        className="card"
        testId="placement-no-result"
        text={t("result.guest")}
        actions={[
          start,
          { to: "/login", label: tc("nav.login"), secondary: true },
          { to: "/register", label: tc("nav.register"), secondary: true },
        ]}
      />
    );
  else if (noSuchRun) body = <Notice className="card" testId="placement-no-result" text={t("result.none")} actions={[start]} />;
  else if (query.error && !query.data) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Loading />;
  else if (!run?.result)
    body = <Notice className="card" testId="placement-no-result" text={t("result.none")} actions={[start]} />;
  else body = <PlacementResultView run={run} result={run.result} />;

  return (
    <div>
      {ready && <h1>{t("result.title")}</h1>}
      {body}
    </div>
  );
}
