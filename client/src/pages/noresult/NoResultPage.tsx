import { useTranslation } from "react-i18next";
import { LocalLink } from "../../modules/common/LocalLink";
import { usePageTitle } from "../../modules/common/usePageTitle";

export function NoResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("noresult.title"));
  return (
    <div className="center-page">
      <h1>{t("noresult.title")}</h1>
      <p className="lead" data-testid="noresult-text">
        {t("noresult.text")}
      </p>
      <div className="actions actions-center">
        <LocalLink className="button" to="/register">
          {t("nav.register")}
        </LocalLink>
        <LocalLink className="button button-secondary" to="/login">
          {t("nav.login")}
        </LocalLink>
      </div>
    </div>
  );
}
