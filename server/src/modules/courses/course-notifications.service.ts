import type { DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import { commonMessages, translate } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import { logger } from "../../common/logger";
import { registered, type Actor } from "../../common/principal";
import { mailGreeting, oneLine } from "../users/mail-text";
import type { MailService, OutgoingMail } from "../users/mail.service";
import { langOfProfile } from "../users/profile-options";
import type { TokenService } from "../users/token.service";
import { notificationMessages as M } from "./course-notifications.messages";
import type { NotificationKind } from "./notification-send.entity";

/** How long after it is given (or starts) an assignment is still announced to its learners. */
const ANNOUNCE_WITHIN_MS = 7 * 86_400_000;
/** Reminders go out in the last day before the due date. */
const REMIND_WITHIN_MS = 86_400_000;

/** Answers awaiting grading per teacher and course, as the grading queue counts them (class-view.service.ts). */
export interface AwaitingCounts {
  awaitingByTeacher(): Promise<{ teacherId: number; courseId: number; courseName: string; count: number }[]>;
}

export interface NotificationSettingsDto {
  courseMails: boolean;
}

interface Recipient {
  user_id: number;
  email: string;
  name: string | null;
  language: string | null;
}

interface AssignmentRow extends Recipient {
  assignment_id: number;
  title: string;
  note: string | null;
  due_at: Date | null;
  course_id: number;
  course_name: string;
}

/** One mail to send once: the claim key and what goes out. */
interface Planned {
  key: string;
  kind: NotificationKind;
  userId: number;
  mail: OutgoingMail;
}

/** Current learners of live courses who want course mails, with an assignment that has begun; $1 = now. */
const ASSIGNMENT_RECIPIENTS = `
  SELECT asg.id AS assignment_id, asg.title, asg.note, asg.due_at, c.id AS course_id, c.name AS course_name,
         u.id AS user_id, u.email, u.name, u.language
    FROM assignments asg
    JOIN courses c ON c.id = asg.course_id AND NOT c.archived
    JOIN course_members m ON m.course_id = c.id AND m.role = 'learner' AND m.left_at IS NULL
    JOIN users u ON u.id = m.user_id AND u.course_mails AND NOT u.is_blocked AND NOT u.is_guest AND u.email IS NOT NULL
   WHERE (asg.starts_at IS NULL OR asg.starts_at <= $1)
     AND NOT EXISTS (SELECT 1 FROM attempts a WHERE a.assignment_id = asg.id AND a.user_id = u.id AND a.status = 'submitted')`;

/**
 * Course mails: to learners when an assignment is given and the day before it is due (not to those who handed it
 * in), and to teachers once a day while answers await their grading. Every mail is claimed first (a row in
 * notification_sends under a unique key), so two server processes sweeping at once send it once. Each mail carries
 * a signed one-click unsubscribe link (RFC 8058) that switches off the user's "E-Mails zu Kursen".
 */
export class CourseNotificationService {
  /** The clock the sweep reads; tests pass their own time to `sweep` instead. */
  now: () => Date = () => new Date();

  constructor(
    private readonly ds: DataSource,
    private readonly mail: MailService,
    private readonly tokens: TokenService,
    private readonly links: { publicUrl: string; clientUrl: string },
    private readonly awaiting: AwaitingCounts,
  ) {}

  // ----------------------------------------------------------------------------------------------
  // The sweep

  /** Sends what is due at `now`: announcements, reminders and the teachers' digest. Answers how many mails went. */
  async sweep(now: Date = this.now()): Promise<{ given: number; due: number; digest: number }> {
    const [given, due, digest] = [
      await this.send(await this.announcements(now)),
      await this.send(await this.reminders(now)),
      await this.send(await this.digests(now)),
    ];
    return { given, due, digest };
  }

  private async announcements(now: Date): Promise<Planned[]> {
    const rows: AssignmentRow[] = await this.ds.query(
      `${ASSIGNMENT_RECIPIENTS}
         AND coalesce(asg.starts_at, asg.created_at) > $2 AND (asg.due_at IS NULL OR asg.due_at > $1)
       ORDER BY asg.id, u.id`,
      [now, new Date(now.getTime() - ANNOUNCE_WITHIN_MS)],
    );
    return rows.map((r) => {
      const lang = langOfProfile(r.language) ?? "de";
      const details = [
        r.due_at ? translate(M.dueLine, lang, { due: dateTime(r.due_at, lang) }) : null,
        r.note?.trim() ? translate(M.noteLine, lang, { note: oneLine(r.note).slice(0, 500) }) : null,
      ].filter(Boolean);
      const vars = { course: oneLine(r.course_name), title: oneLine(r.title), link: this.courseLink(r.course_id, lang) };
      return this.planned(`assignment_given:${r.assignment_id}:${r.user_id}`, "assignment_given", r, lang, {
        subject: translate(M.givenSubject, lang, vars),
        body: translate(M.givenText, lang, {
          ...vars,
          greeting: mailGreeting(r.name, lang),
          details: details.length ? `\n${details.join("\n")}\n` : "",
        }),
        link: vars.link,
      });
    });
  }

  private async reminders(now: Date): Promise<Planned[]> {
    const rows: AssignmentRow[] = await this.ds.query(
      `${ASSIGNMENT_RECIPIENTS} AND asg.due_at > $1 AND asg.due_at <= $2 ORDER BY asg.id, u.id`,
      [now, new Date(now.getTime() + REMIND_WITHIN_MS)],
    );
    return rows.map((r) => {
      const lang = langOfProfile(r.language) ?? "de";
      const vars = {
        course: oneLine(r.course_name),
        title: oneLine(r.title),
        due: dateTime(r.due_at!, lang),
        link: this.courseLink(r.course_id, lang),
      };
      // a due date moved later is reminded of again
      const key = `assignment_due:${r.assignment_id}:${r.user_id}:${new Date(r.due_at!).toISOString()}`;
      return this.planned(key, "assignment_due", r, lang, {
        subject: translate(M.dueSubject, lang, vars),
        body: translate(M.dueText, lang, { ...vars, greeting: mailGreeting(r.name, lang) }),
        link: vars.link,
      });
    });
  }

  private async digests(now: Date): Promise<Planned[]> {
    const counts = await this.awaiting.awaitingByTeacher();
    if (!counts.length) return [];
    const teachers: Recipient[] = await this.ds.query(
      `SELECT u.id AS user_id, u.email, u.name, u.language FROM users u
        WHERE u.id = ANY($1::int[]) AND u.course_mails AND NOT u.is_blocked AND u.email IS NOT NULL ORDER BY u.id`,
      [[...new Set(counts.map((c) => c.teacherId))]],
    );
    const day = now.toISOString().slice(0, 10);
    return teachers.map((t) => {
      const lang = langOfProfile(t.language) ?? "de";
      const lines = counts
        .filter((c) => c.teacherId === t.user_id)
        .map((c) =>
          translate(M.digestLine, lang, {
            course: oneLine(c.courseName),
            count: c.count.toLocaleString(lang),
            link: `${this.courseLink(c.courseId, lang)}/grading`,
          }),
        );
      return this.planned(`grading_digest:${t.user_id}:${day}`, "grading_digest", t, lang, {
        subject: translate(M.digestSubject, lang),
        body: translate(M.digestText, lang, { greeting: mailGreeting(t.name, lang), lines: lines.join("\n\n") }),
        link: `${this.links.clientUrl}/${lang}/courses`,
      });
    });
  }

  private planned(
    key: string,
    kind: NotificationKind,
    to: Recipient,
    lang: LangCode,
    m: { subject: string; body: string; link: string },
  ): Planned {
    const unsubscribe = this.unsubscribeLink(to.user_id);
    return {
      key,
      kind,
      userId: to.user_id,
      mail: {
        to: to.email,
        subject: m.subject,
        text: `${m.body}\n\n-- \n${translate(M.footer, lang, { link: unsubscribe })}\n`,
        link: m.link,
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
    };
  }

  /**
   * Claims the planned mails in one statement (a key already claimed, by this process or another, is skipped) and
   * sends the ones this call won. A mail that cannot be sent gives its claim back for the next sweep.
   */
  private async send(planned: Planned[]): Promise<number> {
    if (!planned.length) return 0;
    const won: { key: string }[] = await this.ds.query(
      `INSERT INTO notification_sends (key, kind, user_id)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::int[]) ON CONFLICT (key) DO NOTHING RETURNING key`,
      [planned.map((p) => p.key), planned.map((p) => p.kind), planned.map((p) => p.userId)],
    );
    const mine = new Set(won.map((w) => w.key));
    let sent = 0;
    for (const p of planned) {
      if (!mine.has(p.key)) continue;
      try {
        await this.mail.send(p.mail);
        sent += 1;
      } catch (err) {
        logger.error({ err: { message: (err as Error).message }, key: p.key }, "course mail could not be sent");
        await this.ds.query(`DELETE FROM notification_sends WHERE key = $1`, [p.key]);
      }
    }
    return sent;
  }

  private courseLink(courseId: number, lang: LangCode): string {
    return `${this.links.clientUrl}/${lang}/courses/${courseId}`;
  }

  // ----------------------------------------------------------------------------------------------
  // Unsubscribing and the setting

  /** The signed one-click link that switches off a user's course mails (valid until JWT_SECRET changes). */
  unsubscribeLink(userId: number): string {
    const mac = this.tokens.subjectMac(`unsubscribe:course-mails:${userId}`);
    return `${this.links.publicUrl}/api/notifications/unsubscribe?u=${userId}&s=${mac}`;
  }

  /** The user a link names when its signature holds (and the account exists), with their language; else null. */
  async linkHolder(userIdRaw: unknown, mac: unknown): Promise<{ userId: number; lang: LangCode } | null> {
    const userId = typeof userIdRaw === "string" && /^\d{1,10}$/.test(userIdRaw) ? Number(userIdRaw) : 0;
    if (!userId || typeof mac !== "string" || !this.tokens.checkSubjectMac(`unsubscribe:course-mails:${userId}`, mac))
      return null;
    const rows: { language: string | null }[] = await this.ds.query(`SELECT language FROM users WHERE id = $1`, [userId]);
    return rows.length ? { userId, lang: langOfProfile(rows[0].language) ?? "de" } : null;
  }

  /** Switches off the course mails of the link's holder; null when the link is not valid. */
  async unsubscribe(userIdRaw: unknown, mac: unknown): Promise<{ lang: LangCode } | null> {
    const holder = await this.linkHolder(userIdRaw, mac);
    if (!holder) return null;
    await this.ds.query(`UPDATE users SET course_mails = false WHERE id = $1`, [holder.userId]);
    return { lang: holder.lang };
  }

  /** The caller's notification settings. */
  async settings(actor: Actor): Promise<NotificationSettingsDto> {
    const p = registered(actor);
    return this.settingsOf(p.userId);
  }

  /** A user's settings; the caller's own account only (admins: anyone's), else null (a teacher looking at a learner). */
  async settingsFor(actor: Actor, user: { id: number; courseMails?: boolean }): Promise<NotificationSettingsDto | null> {
    const p = actor.principal;
    if (!p || p.isGuest || (p.userId !== user.id && !p.isAdmin)) return null;
    return typeof user.courseMails === "boolean" ? { courseMails: user.courseMails } : this.settingsOf(user.id);
  }

  /** Changes the caller's settings; fields left out stay as they are. */
  async updateSettings(actor: Actor, input: { courseMails?: boolean | null }): Promise<NotificationSettingsDto> {
    const p = registered(actor);
    if (typeof input.courseMails === "boolean")
      await this.ds.query(`UPDATE users SET course_mails = $2 WHERE id = $1`, [p.userId, input.courseMails]);
    return this.settingsOf(p.userId);
  }

  private async settingsOf(userId: number): Promise<NotificationSettingsDto> {
    const rows: { course_mails: boolean }[] = await this.ds.query(`SELECT course_mails FROM users WHERE id = $1`, [userId]);
    if (!rows.length) throw new AppError("NOT_FOUND", commonMessages.notFound);
    return { courseMails: rows[0].course_mails };
  }
}

/** A moment as the recipient reads it: their language's date and time, in UTC (the profile holds no time zone). */
export function dateTime(at: Date, lang: LangCode): string {
  return `${new Intl.DateTimeFormat(lang, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(new Date(at))} UTC`;
}
