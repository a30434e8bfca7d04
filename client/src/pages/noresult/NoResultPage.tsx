import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { useAuth } from "../../modules/auth/useAuth";
import { ActionLinks } from "../../modules/common/Actions";
import { PageHeader } from "../../modules/common/PageHeader";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { GuestAttemptsQuery } from "../../modules/result/documents";
import "./noresult.css";

/** Where a guest lands after an exam or the placement test: the answers are kept, the result waits behind registering. */
export function NoResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("noresult.title"));
  return (
    <div className="noresult">
      <div className="noresult-text">
        <PageHeader
          eyebrow={
            <span className="chip chip-passed" data-testid="noresult-kept">
              <span aria-hidden="true">✓</span> {t("noresult.kept")}
            </span>
          }
          title={t("noresult.title")}
        />
        <p className="lead" data-testid="noresult-text">
          {t("noresult.text")}
        </p>
        <KeptAttempt />
        <p>{t("noresult.keptText")}</p>
        <ActionLinks
          actions={[
            { to: "/register", label: t("nav.register") },
            { to: "/login", label: t("nav.login"), secondary: true },
          ]}
        />
        <section aria-labelledby="waits-title">
          <h2 id="waits-title">{t("noresult.waitsTitle")}</h2>
          <ul className="waits" data-testid="noresult-waits">
            <li>{t("noresult.waitResult")}</li>
            <li>{t("noresult.waitReview")}</li>
            <li>{t("noresult.waitProgress")}</li>
          </ul>
        </section>
      </div>
      {/* A glimpse of a result, blurred: what registering opens. Decoration only. */}
      <figure className="teaser" aria-hidden="true">
        <div className="teaser-lock">
          <svg viewBox="0 0 24 24" width="44" height="44">
            <rect x="4" y="10" width="16" height="11" rx="2" fill="currentColor" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </div>
        <div className="teaser-body">
          <div className="teaser-verdict" />
          {[72, 55, 88, 64].map((w, i) => (
            <div key={i} className="teaser-bar">
              <span style={{ inlineSize: `${w}%` }} />
            </div>
          ))}
        </div>
        <figcaption className="visually-hidden">{t("noresult.preview")}</figcaption>
      </figure>
    </div>
  );
}

/** The guest's exam just handed in, as the server keeps it (nothing for a placement run or without a guest token). */
function KeptAttempt() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { session } = useAuth();
  const { data } = useQuery(GuestAttemptsQuery, { skip: !session.token || !session.guest, fetchPolicy: "network-only" });
  const kept = data?.myAttempts.find((a) => a.status === "SUBMITTED");
  if (!kept?.submittedAt) return null;
  const when = new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium", timeStyle: "short" });
  return (
    <p className="kept-attempt" data-testid="kept-attempt">
      <strong lang="de">{kept.exam.name}</strong>
      <span>{t("noresult.handedIn", { date: when.format(new Date(kept.submittedAt)), parts: kept.pageCount })}</span>
    </p>
  );
}
