import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { useAuth } from "../../modules/auth/useAuth";
import { ActionLinks } from "../../modules/common/Actions";
import { PageHeader } from "../../modules/common/PageHeader";
import { usePageTitle } from "../../modules/common/usePageTitle";
import type { GuestAttemptsQuery } from "../../gql/graphql";
import { GuestAttemptsQuery as GuestAttemptsQueryDoc } from "../../modules/result/documents";
import "./noresult.css";

type Kept = NonNullable<GuestAttemptsQuery["myAttempts"]>[number];
type Skill = Kept["pageStates"][number]["skill"];

/** Answered and all items per module, in the exam's order. */
export function answeredPerModule(kept: Pick<Kept, "pageStates">): { skill: Skill; answered: number; questions: number }[] {
  const modules = new Map<Skill, { skill: Skill; answered: number; questions: number }>();
  for (const p of kept.pageStates) {
    const m = modules.get(p.skill) ?? { skill: p.skill, answered: 0, questions: 0 };
    m.answered += p.answered;
    m.questions += p.questions;
    modules.set(p.skill, m);
  }
  return [...modules.values()];
}

/** Where a guest lands after an exam or the placement test: the answers are kept, the result waits behind registering. */
export function NoResultPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  usePageTitle(t("noresult.title"));
  const { data } = useQuery(GuestAttemptsQueryDoc, { skip: !session.token || !session.guest, fetchPolicy: "network-only" });
  const kept = data?.myAttempts.find((a) => a.status === "SUBMITTED");
  const modules = kept ? answeredPerModule(kept) : [];
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
        {kept && <KeptAttempt kept={kept} modules={modules} />}
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
      {/* A glimpse of the result, blurred: the kept attempt's modules, their scores locked. Decoration only. */}
      <figure className="teaser" aria-hidden="true">
        <div className="teaser-lock">
          <svg viewBox="0 0 24 24" width="44" height="44">
            <rect x="4" y="10" width="16" height="11" rx="2" fill="currentColor" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </div>
        <div className="teaser-body">
          <div className="teaser-verdict" />
          {(modules.length ? modules.map((m) => m.skill) : [null, null, null, null]).map((skill, i) => (
            <div key={skill ?? i} className="teaser-row">
              {skill && <span className="teaser-label">{t(`exam.skill.${skill}`)}</span>}
              <div className="teaser-bar">
                <span style={{ inlineSize: `${[72, 55, 88, 64][i % 4]}%` }} />
              </div>
            </div>
          ))}
        </div>
        <figcaption className="visually-hidden">{t("noresult.preview")}</figcaption>
      </figure>
    </div>
  );
}

/** The guest's exam just handed in, as the server keeps it: when, and how many items of each module were answered. */
function KeptAttempt({ kept, modules }: { kept: Kept; modules: ReturnType<typeof answeredPerModule> }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const when = new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className="kept-attempt" data-testid="kept-attempt">
      <strong lang="de">{kept.exam.name}</strong>
      {kept.submittedAt && <span>{t("noresult.handedIn", { date: when.format(new Date(kept.submittedAt)) })}</span>}
      <ul className="kept-modules" aria-label={t("noresult.kept")}>
        {modules.map((m) => (
          <li key={m.skill} data-testid="kept-module" data-skill={m.skill}>
            <strong>{t(`exam.skill.${m.skill}`)}</strong>
            <span>{t("noresult.answered", { answered: m.answered, total: m.questions })}</span>
            <span className="kept-bar" aria-hidden="true">
              <span style={{ inlineSize: `${m.questions ? (100 * m.answered) / m.questions : 0}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
