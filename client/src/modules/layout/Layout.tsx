import { Suspense, useEffect, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router-dom";
import { langOfPath, storeLang } from "../../app/lang";
import { SessionCheck } from "../auth/SessionCheck";
import { Loading } from "../common/States";
import { Footer } from "./Footer";
import { Header } from "./Header";

const EXAM_PATH = /^(\/[a-z]{2})?\/exam\/[^/]+\/?$/;

/** Header, main region and footer around every page; keeps the language in step with a /:lang prefix. */
export function Layout() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const prefix = langOfPath(pathname);

  useEffect(() => {
    if (prefix && prefix !== i18n.language) {
      storeLang(prefix);
      void i18n.changeLanguage(prefix);
    }
  }, [prefix, i18n]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // The exam player has no site menu or footer (exam mode): on its path they are hidden from the first paint on, not
  // once the exam has loaded, so the page does not jump (the player page shows them again on an error).
  const examRoute = EXAM_PATH.test(pathname);
  useLayoutEffect(() => {
    document.body.classList.toggle("exam-route", examRoute);
  }, [examRoute]);

  return (
    <>
      <SessionCheck />
      <Header />
      <main id="main" tabIndex={-1} className="container main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
