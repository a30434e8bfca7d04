import { useTranslation } from "react-i18next";
import { Html } from "../../modules/common/Html";
import { LocalLink } from "../../modules/common/LocalLink";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useContactInfo, useSiteLevels } from "../../modules/levels/siteData";
import { familyPath, type Family } from "../../modules/levels/family";
import { PageHeader } from "../../modules/common/PageHeader";

function LevelListPage({ family }: { family: Family }) {
  const { t } = useTranslation();
  const levels = useSiteLevels();
  const info = useContactInfo();
  const title = family === "GOETHE" ? t("levels.goetheTitle") : t("levels.telcTitle");
  usePageTitle(title);

  const list = family === "GOETHE" ? levels.data?.goethe : levels.data?.telc;
  const desc = family === "GOETHE" ? info.data?.contactInfo.goetheDesc : info.data?.contactInfo.telcDesc;
  const levelImage = (cefr: string) => info.data?.contactInfo.images.find((i) => i.name === cefr.toLowerCase())?.url;

  return (
    <div>
      <PageHeader title={title} />
      {levels.error && !levels.data ? (
        <ErrorState error={levels.error} onRetry={() => void levels.refetch()} />
      ) : !list || (!info.data && !info.error) ? (
        <Loading />
      ) : (
        <>
          <Html html={desc} className="lead-html" />
          <ul className="level-list" data-testid="level-list">
            {list.map((level) => (
              <li key={level.id}>
                <LocalLink className="level-card" to={`${familyPath(family)}/${level.slug}`}>
                  {levelImage(level.cefr) && <img src={levelImage(level.cefr)} alt="" width="128" height="80" />}
                  <span className="level-badge">{level.cefr}</span>
                  <span className="level-name" lang="de">
                    {level.name}
                  </span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export const GoetheTestsPage = () => <LevelListPage family="GOETHE" />;
export const TelcTestsPage = () => <LevelListPage family="TELC" />;
