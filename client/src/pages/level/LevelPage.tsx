import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { useLang } from "../../app/useLang";
import { Html } from "../../modules/common/Html";
import { LocalLink } from "../../modules/common/LocalLink";
import { useLocalPath } from "../../modules/common/paths";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { LevelPageQuery } from "../../modules/levels/documents";
import { ExamList } from "../../modules/levels/ExamList";
import { familyPath, type Family } from "../../modules/levels/family";
import { NotFoundPage } from "../not-found/NotFoundPage";
import { PageHeader } from "../../modules/common/PageHeader";
import { PracticeLevelLink } from "../../modules/practice/PracticeLevelLink";
import { PrintViewerQuery } from "../../modules/print/documents";
import { session } from "../../app/session";

function LevelPage({ family }: { family: Family }) {
  const { t } = useTranslation();
  const { gql } = useLang();
  const { slug = "" } = useParams();
  const navigate = useNavigate();
  const local = useLocalPath();
  // The address follows the interface language: a slug of another language (a shared link, a language switch) is
  // replaced by the level's slug in the current one. The query keeps the slug it was answered for, so the move
  // neither refetches nor blanks the page.
  const [moved, setMoved] = useState<{ to: string; from: string } | null>(null);
  const querySlug = moved && moved.to === slug ? moved.from : slug;
  const { data, error, refetch } = useQuery(LevelPageQuery, { variables: { family, slug: querySlug, lang: gql } });
  const level = data?.level;
  usePageTitle(level?.name);
  // teachers and admins print a mock for a class on paper
  const viewer = useQuery(PrintViewerQuery, { skip: !session.isLoggedIn() });
  const teacher = !!viewer.data?.me && (viewer.data.me.isTeacher || viewer.data.me.isAdmin);

  useEffect(() => {
    if (!level || level.slug === slug) return;
    setMoved({ to: level.slug, from: querySlug });
    navigate(local(`${familyPath(family)}/${level.slug}`), { replace: true });
  }, [level, slug, querySlug, family, navigate, local]);

  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loading />;
  if (!level) return <NotFoundPage />;

  const images = [...level.images].sort((a, b) => a.position - b.position);
  return (
    <article className="level-page">
      <nav aria-label={t("nav.breadcrumb")} className="breadcrumb">
        <LocalLink to={familyPath(family)}>{family === "GOETHE" ? t("levels.goetheTitle") : t("levels.telcTitle")}</LocalLink>
        <span aria-hidden="true"> › </span>
        <span>{level.cefr}</span>
      </nav>
      <PageHeader title={<span lang="de">{level.name}</span>} />
      <Html html={level.description} className="card" />
      <ul className="level-images" aria-label={t("levels.images")}>
        {images.map((img) => (
          <li key={img.position}>
            <img src={img.url} alt={img.alt} width="200" height="140" loading="lazy" />
          </li>
        ))}
      </ul>
      <section aria-labelledby="exams-title">
        <h2 id="exams-title">{t("levels.exams")}</h2>
        {level.exams.length === 0 ? <p>{t("levels.noExams")}</p> : <ExamList exams={level.exams} teacher={teacher} />}
      </section>
      <PracticeLevelLink family={family} cefr={level.cefr} />
    </article>
  );
}

export const GoetheLevelPage = () => <LevelPage family="GOETHE" />;
export const TelcLevelPage = () => <LevelPage family="TELC" />;
