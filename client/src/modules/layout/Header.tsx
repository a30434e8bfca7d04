import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { useAuth } from "../auth/useAuth";
import { LocalLink, LocalNavLink } from "../common/LocalLink";
import { CoursesNavLink } from "../courses/CoursesNavLink";
import { useContactInfo } from "../levels/siteData";
import { MistakesNavLink } from "../practice/MistakesNavLink";
import { WordsNavLink } from "../study/WordsNavLink";
import { AccountMenu } from "./AccountMenu";
import { LanguageSelect } from "./LanguageSelect";

export function Header() {
  const { t } = useTranslation();
  const { loggedIn, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { data } = useContactInfo();

  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <div className="header-bar container">
        <LocalLink to="/" className={!data || data.contactInfo.logoUrl ? "brand has-logo" : "brand"} aria-label="Deutschprüfung">
          {!data ? (
            <span className="brand-logo" aria-hidden="true" />
          ) : (
            data.contactInfo.logoUrl && (
              <img className="brand-logo" src={data.contactInfo.logoUrl} alt="" width="36" height="36" />
            )
          )}
          <span>Deutschprüfung</span>
        </LocalLink>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span> {t("nav.menu")}
        </button>
        <nav id="main-nav" className={open ? "main-nav open" : "main-nav"} aria-label={t("nav.main")}>
          <ul>
            <li>
              <LocalNavLink to="/" end>
                {t("nav.home")}
              </LocalNavLink>
            </li>
            <li>
              <LocalNavLink to="/goethe-tests">{t("nav.goethe")}</LocalNavLink>
            </li>
            <li>
              <LocalNavLink to="/telc-tests">{t("nav.telc")}</LocalNavLink>
            </li>
            <li>
              <LocalNavLink to="/placement-test">{t("nav.placement")}</LocalNavLink>
            </li>
            {loggedIn ? (
              <>
                <CoursesNavLink />
                <li>
                  <LocalNavLink to="/goethe-user-exam">{t("nav.myTests")}</LocalNavLink>
                </li>
                <li>
                  <MistakesNavLink />
                </li>
                <li>
                  <WordsNavLink />
                </li>
                <AccountMenu onLogout={() => void logout()} />
              </>
            ) : (
              <>
                <li>
                  <LocalNavLink to="/login">{t("nav.login")}</LocalNavLink>
                </li>
                <li>
                  <LocalNavLink to="/register" className="nav-cta">
                    {t("nav.register")}
                  </LocalNavLink>
                </li>
              </>
            )}
          </ul>
          <LanguageSelect />
        </nav>
      </div>
    </header>
  );
}
