import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ActionLinks } from "../../modules/common/Actions";
import { Html } from "../../modules/common/Html";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useContactInfo } from "../../modules/levels/siteData";
import { PlacementOutlineQuery } from "../../modules/placement/documents";
import "../../modules/placement/placement.css";
import { PageHeader } from "../../modules/common/PageHeader";

/**
 * /placement-test: the intro from contact info (placement_desc, sanitised by the server), how long a run takes
 * (placementOutline) and a Start Test link.
 */
export function PlacementTestPage() {
  const { t, ready } = useTranslation("placement");
  const info = useContactInfo();
  const outline = useQuery(PlacementOutlineQuery).data?.placementOutline;
  usePageTitle(ready ? t("test.title") : null);

  if (!ready) return <Loading />;
  const contact = info.data?.contactInfo;
  const image = contact?.images.find((i) => i.name === "m1");
  return (
    <div className="placement-test">
      <PageHeader title={t("test.title")} lead={t("test.lead")} />
      <div className={image ? "placement-intro has-image" : "placement-intro"}>
        <div className="card" data-testid="placement-desc">
          {info.error && !info.data ? (
            <ErrorState error={info.error} onRetry={() => void info.refetch()} />
          ) : !contact ? (
            <Loading />
          ) : contact.placementDesc ? (
            <Html html={contact.placementDesc} />
          ) : (
            <p>{t("test.howItWorks")}</p>
          )}
          {outline && (
            <p className="placement-length" data-testid="placement-length">
              {t("test.length", outline)}
            </p>
          )}
          <ActionLinks actions={[{ to: "/placement-questions", label: t("test.start"), testId: "placement-start" }]} />
        </div>
        {image && <img src={image.url} alt="" width="320" height="214" />}
      </div>
    </div>
  );
}
