import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { session } from "../../app/session";
import { LocalLink } from "../../modules/common/LocalLink";
import { ErrorState, Loading } from "../../modules/common/States";
import { errorCode } from "../../modules/common/errors";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { PrintKeyQuery, PrintSheetQuery, PrintViewerQuery } from "../../modules/print/documents";
import { PrintDocument } from "../../modules/print/PrintDocument";
import { consoleToken } from "../../modules/print/consoleToken";
import "../../modules/print/print.css";
import { NotFoundPage } from "../not-found/NotFoundPage";

/**
 * /exam/{id}/print: the mock on paper. Everyone who may see the exam gets its pages and an answer sheet; a teacher or
 * admin (signed in here, or in the console of the same browser) also the key, model answers and transcripts.
 */
export function PrintPage() {
  const { id: examId = "" } = useParams();
  const { t, ready } = useTranslation("print");
  const { t: paper, ready: paperReady } = useTranslation("print", { lng: "de", keyPrefix: "paper" });
  const sheet = useQuery(PrintSheetQuery, { variables: { examId } });
  const own = useQuery(PrintViewerQuery, { skip: !session.token(), fetchPolicy: "network-only" });
  const fromConsole = consoleToken();
  const consoleViewer = useQuery(PrintViewerQuery, {
    skip: !fromConsole,
    fetchPolicy: "no-cache",
    context: { bearer: fromConsole },
  });
  const teacherOf = (me: { isTeacher: boolean; isAdmin: boolean } | null | undefined) => !!me && (me.isTeacher || me.isAdmin);
  const bearer = teacherOf(own.data?.me) ? session.token() : teacherOf(consoleViewer.data?.me) ? fromConsole : null;
  const viewerKnown = (own.data || own.error || !session.token()) && (consoleViewer.data || consoleViewer.error || !fromConsole);
  const key = useQuery(PrintKeyQuery, { variables: { examId }, skip: !bearer, fetchPolicy: "no-cache", context: { bearer } });
  const exam = sheet.data?.printSheet.exam;
  usePageTitle(exam ? `${t("title")}: ${exam.name}` : t("title"));

  useEffect(() => {
    document.body.classList.add("print-mode");
    return () => document.body.classList.remove("print-mode");
  }, []);

  if (sheet.error && !sheet.data) {
    return errorCode(sheet.error) === "NOT_FOUND" ? (
      <NotFoundPage />
    ) : (
      <ErrorState error={sheet.error} onRetry={() => void sheet.refetch()} />
    );
  }
  const keyPending = !!bearer && !key.data && !key.error;
  if (!ready || !paperReady || !sheet.data || !viewerKnown || keyPending) return <Loading />;
  const withKey = !!key.data;
  return (
    <>
      <div className="print-toolbar card" data-testid="print-toolbar">
        <h1>{t("title")}</h1>
        <p>{withKey ? t("leadTeacher") : t("lead")}</p>
        {key.error && <p role="alert">{t("keyFailed")}</p>}
        <div className="print-toolbar-actions">
          <button type="button" className="button" onClick={() => window.print()}>
            {t("print")}
          </button>
          <LocalLink to={`/exam/${examId}`}>{t("back")}</LocalLink>
        </div>
      </div>
      <PrintDocument sheet={sheet.data.printSheet} keyPages={key.data?.printKey ?? null} paper={paper} />
    </>
  );
}
