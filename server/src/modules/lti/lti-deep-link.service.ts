import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import { translate } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import { RequestLoaders } from "../../common/request-loaders";
import type { AttemptMode } from "../attempts/attempt.entity";
import type { AssignmentService } from "../courses/assignment.service";
import { skillOf, type BlockType, type SkillCode } from "../exams/question-block.entity";
import type { PracticeService } from "../practice/practice.service";
import type { PrincipalCache } from "../users/principal-cache";
import { CLAIM, LtiRefused } from "./lti-claims";
import type { LaunchPicker, LtiLaunchService } from "./lti-launch.service";
import type { LtiKeyService } from "./lti-keys.service";
import type { LtiPlatformService } from "./lti-platform.service";
import { pageMessages as P } from "./lti.messages";
import type { PickerModel } from "./lti-pages";

/** Every score goes to the platform as a share of this (the line item's scoreMaximum). */
export const SCORE_MAXIMUM = 100;

interface PickerSession {
  returnUrl: string;
  data: string | null;
  deploymentId: string;
  courseId: number;
  userId: number;
  lang: LangCode;
}

/**
 * Deep linking: an instructor's LtiDeepLinkingRequest opens the picker (published mock exams with their modules and a
 * mode, practice sets); the choice becomes an assignment of the course and an LtiDeepLinkingResponse signed with the
 * tool's key, holding one ltiResourceLink with a line item (scoreMaximum) and the custom parameter assignment_id.
 */
export class LtiDeepLinkService {
  constructor(
    private readonly ds: DataSource,
    private readonly launches: LtiLaunchService,
    private readonly platforms: LtiPlatformService,
    private readonly keys: LtiKeyService,
    private readonly assignments: AssignmentService,
    private readonly practice: PracticeService,
    private readonly principals: PrincipalCache,
    private readonly publicUrl: string,
  ) {}

  /** The picker of a deep-linking launch, with its single-use session. */
  async open(p: LaunchPicker, lang: LangCode): Promise<PickerModel> {
    const session: PickerSession = {
      returnUrl: p.settings.deep_link_return_url!,
      data: typeof p.settings.data === "string" ? p.settings.data : null,
      deploymentId: p.launch.claims[CLAIM.deploymentId]!,
      courseId: p.launch.courseId,
      userId: p.launch.userId,
      lang,
    };
    const state = await this.launches.newState("deep_link", p.launch.platform.id, { ...session });
    const rows: { id: number; name: string; family: string; cefr: string; types: BlockType[] }[] = await this.ds.query(
      `SELECT e.id, e.name, l.family, l.cefr, array_agg(DISTINCT b.type) AS types
         FROM exams e JOIN levels l ON l.id = e.level_id JOIN question_blocks b ON b.exam_id = e.id
        WHERE e.published GROUP BY e.id, l.family, l.cefr, l.sort_order ORDER BY l.family, l.sort_order, e.sort_order, e.id`,
    );
    const order: SkillCode[] = ["reading", "listening", "writing", "speaking"];
    const sets = await this.practice.present(p.launch.actor, this.practice.catalog.sets);
    return {
      lang,
      state,
      exams: rows.map((r) => {
        const skills = new Set(r.types.map((t) => skillOf(t)));
        return { id: r.id, name: r.name, family: r.family, cefr: r.cefr, skills: order.filter((s) => skills.has(s)) };
      }),
      sets: sets.filter((s) => s.itemCount > 0).map((s) => ({ id: s.id, title: s.title, family: s.family, cefr: s.cefr })),
    };
  }

  /** The instructor's choice: the assignment made, the signed response and where to post it. */
  async pick(
    form: { state?: unknown; choice?: unknown; skills?: unknown; mode?: unknown },
    ip: string,
  ): Promise<{ lang: LangCode; returnUrl: string; jwt: string }> {
    const state = await this.launches.consumeState(this.ds.manager, form.state, "deep_link");
    const s = state.payload as unknown as PickerSession;
    const platform = await this.platforms.byId(state.platformId);
    const principal = await this.principals.current(s.userId);
    if (!platform) throw new LtiRefused("UNKNOWN_PLATFORM");
    if (!principal) throw new LtiRefused("BLOCKED");
    const actor = { principal, lang: s.lang, ip, loaders: new RequestLoaders(this.ds) };
    const choice = typeof form.choice === "string" ? form.choice : "";
    const skills = (Array.isArray(form.skills) ? form.skills : form.skills ? [form.skills] : []).map(String) as SkillCode[];
    const mode: AttemptMode = form.mode === "training" ? "training" : "exam";
    let title: string;
    let input: Parameters<AssignmentService["assign"]>[1];
    if (choice.startsWith("exam:")) {
      const id = choice.slice(5);
      const exam: { name: string }[] = await this.ds.query(`SELECT name FROM exams WHERE id = $1 AND published`, [
        Number(id) || 0,
      ]);
      if (!exam.length || !skills.length) throw new LtiRefused("BAD_REQUEST", `choice ${choice}`, translate(P.badChoice, s.lang));
      title = exam[0].name;
      input = { courseId: String(s.courseId), title, examId: id, skills, mode };
    } else if (choice.startsWith("set:")) {
      const def = this.practice.catalog.byId.get(choice.slice(4));
      if (!def) throw new LtiRefused("BAD_REQUEST", `choice ${choice}`, translate(P.badChoice, s.lang));
      title = (await this.practice.present(actor, [def]))[0].title.slice(0, 200);
      input = { courseId: String(s.courseId), title, practiceSetId: def.id };
    } else throw new LtiRefused("BAD_REQUEST", `choice ${choice}`, translate(P.badChoice, s.lang));
    const assignment = await this.assignments.assign(actor, input);
    await this.ds.query(
      `INSERT INTO lti_links (assignment_id, platform_id, line_item_url, score_maximum) VALUES ($1, $2, NULL, $3)`,
      [assignment.id, platform.id, SCORE_MAXIMUM],
    );
    const jwt = await this.keys.sign(
      {
        iss: platform.clientId,
        aud: platform.issuer,
        nonce: crypto.randomBytes(16).toString("base64url"),
        [CLAIM.messageType]: "LtiDeepLinkingResponse",
        [CLAIM.version]: "1.3.0",
        [CLAIM.deploymentId]: s.deploymentId,
        [CLAIM.contentItems]: [
          {
            type: "ltiResourceLink",
            title,
            url: `${this.publicUrl}/lti/launch`,
            lineItem: { scoreMaximum: SCORE_MAXIMUM, label: title, resourceId: `assignment-${assignment.id}` },
            custom: { assignment_id: String(assignment.id) },
          },
        ],
        ...(s.data !== null ? { [CLAIM.dlData]: s.data } : {}),
      },
      600,
    );
    return { lang: s.lang, returnUrl: s.returnUrl, jwt };
  }
}
