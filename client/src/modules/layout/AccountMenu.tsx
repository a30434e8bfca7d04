import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { LocalNavLink } from "../common/LocalLink";

/**
 * A signed-in user's profile and sign-out: on a wide screen behind one "Konto" button (so the header keeps one row
 * with every link in every language), in the folded menu of a narrow screen as two plain entries. The button is a
 * disclosure: Escape, a click elsewhere or moving to another page closes it, and Escape gives the focus back.
 */
export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  return (
    <li className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="link-button account-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
        </svg>
        {t("nav.account")}
        <span className="account-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={id} className={open ? "account-list open" : "account-list"}>
        <li>
          <LocalNavLink to="/profile">{t("nav.profile")}</LocalNavLink>
        </li>
        <li>
          <button type="button" className="link-button" onClick={onLogout}>
            {t("nav.logout")}
          </button>
        </li>
      </ul>
    </li>
  );
}
