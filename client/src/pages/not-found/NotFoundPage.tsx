import { useTranslation } from "react-i18next";
import { LocalLink } from "../../modules/common/LocalLink";
import { usePageTitle } from "../../modules/common/usePageTitle";

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("notFound.title"));
  return (
    <div className="center-page" data-testid="not-found">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <LocalLink className="button" to="/">
        {t("notFound.home")}
      </LocalLink>
    </div>
  );
}
