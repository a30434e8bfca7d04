import { Router, type Response } from "express";
import { translate } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import { handler, requestLang } from "../../http/compat";
import type { ClassViewService } from "./class-view.service";
import { notificationMessages as M } from "./course-notifications.messages";
import type { CourseNotificationService } from "./course-notifications.service";

/**
 * REST routes of the courses' class view and mails, under /api:
 * - GET /api/courses/:id/export.csv (Bearer, like every /api call): the class view's table as CSV, UTF-8 with a byte
 *   order mark, headings in the caller's language (Accept-Language, else the profile's). 404 for anyone who does not
 *   teach the course (admins may), 401 without a token.
 * - GET /api/notifications/unsubscribe?u=&s= : a page asking to confirm; POST to the same address (a mail program's
 *   one-click unsubscribe, RFC 8058, or the page's button) switches off the user's course mails. A link whose
 *   signature does not hold gets 404 and changes nothing.
 */
export function courseExportRoutes(s: { classView: ClassViewService; notifications: CourseNotificationService }): Router {
  const router = Router();

  router.get(
    "/courses/:id/export.csv",
    handler(async (req, res) => {
      const { filename, csv } = await s.classView.exportCsv(req.actor, String(req.params.id));
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.send(csv);
    }),
  );

  router.get(
    "/notifications/unsubscribe",
    handler(async (req, res) => {
      const holder = await s.notifications.linkHolder(req.query.u, req.query.s);
      if (!holder) return page(res, 404, requestLang(req), translate(M.unsubscribeInvalid, requestLang(req)));
      const action = `?u=${encodeURIComponent(String(req.query.u))}&s=${encodeURIComponent(String(req.query.s))}`;
      page(res, 200, holder.lang, translate(M.unsubscribeQuestion, holder.lang), {
        action,
        button: translate(M.unsubscribeButton, holder.lang),
      });
    }),
  );

  router.post(
    "/notifications/unsubscribe",
    handler(async (req, res) => {
      const done = await s.notifications.unsubscribe(req.query.u, req.query.s);
      if (!done) return page(res, 404, requestLang(req), translate(M.unsubscribeInvalid, requestLang(req)));
      page(res, 200, done.lang, translate(M.unsubscribeDone, done.lang));
    }),
  );
  return router;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A small page in the user's language (right to left in Arabic); with `form`, a button that confirms by POST. */
function page(res: Response, status: number, lang: LangCode, message: string, form?: { action: string; button: string }): void {
  const title = escapeHtml(translate(M.unsubscribeTitle, lang));
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : "";
  res
    .status(status)
    .setHeader("Cache-Control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p>${button}</main></body></html>`,
    );
}
