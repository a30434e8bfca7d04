import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { isLang, LANG_NAMES, LANGS, storeLang, switchLangPath } from "../../app/lang";
import { useLang } from "../../app/useLang";

/** The language dropdown: changes the interface, remembers the choice and keeps a /:lang prefix in step. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { lang } = useLang();
  const id = useId();
  const navigate = useNavigate();

  function change(next: string) {
    if (!isLang(next)) return;
    storeLang(next);
    void i18n.changeLanguage(next);
    // The address bar, not the rendered location: while a page's code is still loading, the router shows the
    // previous page, and switching then must not take the learner back to it.
    const { pathname, search } = window.location;
    const moved = switchLangPath(pathname, next);
    if (moved) navigate(`${moved}${search}`, { replace: true });
  }

  return (
    <div className="language-select">
      <label htmlFor={id}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-3a15.6 15.6 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h3a15.6 15.6 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zm3-8h-3a8 8 0 0 1 4.4-3.6C8.9 5.5 8.4 6.7 8.1 8zM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h3a8 8 0 0 1-4.4 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z"
          />
        </svg>
        <span className="visually-hidden">{t("nav.language")}</span>
      </label>
      <select id={id} value={lang} onChange={(e) => change(e.target.value)} data-testid="language-select">
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
