import { useState } from "react";
import { useTranslation } from "react-i18next";
import { session } from "../../app/session";
import { useFeedback } from "../feedback/feedback";

/** The file name the server gives (Content-Disposition), else one of our own. */
function fileNameOf(header: string | null, fallback: string): string {
  const m = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return m ? decodeURIComponent(m[1]) : fallback;
}

/** Downloads the class view as CSV (GET /api/courses/:id/export.csv with the teacher's bearer token). */
export function CsvExportButton({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation("courses");
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const token = session.token();
      const res = await fetch(`/api/courses/${encodeURIComponent(courseId)}/export.csv`, {
        headers: { "Accept-Language": i18n.language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = fileNameOf(res.headers.get("content-disposition"), `course-${courseId}.csv`);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      feedback.toast("error", t("export.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download()}
      data-testid="csv-export"
    >
      {t("export.button")}
    </button>
  );
}
