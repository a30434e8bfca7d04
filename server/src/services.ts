import fs from "node:fs";
import path from "node:path";
import { DataRightsResolver } from "./modules/users/data-rights.resolver";
import type { DataSource } from "typeorm";
import { logger } from "./common/logger";
import type { Config } from "./config";
import { ChangeBus } from "./db/change-bus";
import { AdminResolver } from "./modules/admin/admin.resolver";
import { AdminService } from "./modules/admin/admin.service";
import { AttemptResolver } from "./modules/attempts/attempt.resolver";
import { AttemptHistoryService } from "./modules/attempts/attempt-history.service";
import { AttemptService } from "./modules/attempts/attempt.service";
import { AudioPlayService } from "./modules/attempts/audio-play.service";
import { ContactInfoResolver, LevelResolver } from "./modules/content/content.resolver";
import { ContentService } from "./modules/content/content.service";
import { ExamResolver } from "./modules/exams/exam.resolver";
import { ExamContentCache } from "./modules/exams/exam-content-cache";
import { ExamService } from "./modules/exams/exam.service";
import { MediaService } from "./modules/media/media.service";
import { createBlobStore } from "./modules/storage/storage.module";
import { UploadService } from "./modules/media/upload.service";
import { AudioUploadService } from "./modules/media/audio-upload.service";
import { Ffmpeg } from "./modules/media/ffmpeg";
import { RecordingService } from "./modules/recordings/recording.service";
import {
  PlacementItemResolver,
  PlacementResponseResolver,
  PlacementResultResolver,
  PlacementRunResolver,
} from "./modules/placement/placement.resolver";
import { PlacementService } from "./modules/placement/placement.service";
import {
  ProductiveResolver,
  ReviewItemProductiveResolver,
  SubQuestionProductiveResolver,
} from "./modules/productive/productive.resolver";
import { ProductiveService } from "./modules/productive/productive.service";
import { loadCatalog } from "./modules/practice/practice.content";
import { teilsFromBlueprints } from "./modules/attempts/teil-points";
import { readBlueprints } from "./modules/exams/format/blueprint-check";
import { ExamTeile } from "./modules/exams/teile";
import { PracticeProgressService } from "./modules/practice/practice-progress.service";
import { AttemptPracticeResolver, PracticeResolver } from "./modules/practice/practice.resolver";
import { PracticeService } from "./modules/practice/practice.service";
import { AccountResolver } from "./modules/users/account.resolver";
import { VocabularyResolver } from "./modules/vocabulary/vocabulary.resolver";
import { VocabularyService } from "./modules/vocabulary/vocabulary.service";
import { loadGlossary } from "./modules/vocabulary/glossary";
import { WordContextResolver } from "./modules/vocabulary/word-context.resolver";
import { WordContextService } from "./modules/vocabulary/word-context.service";
import { createAccountServices, stopAccountServices, type AccountServices } from "./modules/users/accounts.module";
import { PrincipalCache } from "./modules/users/principal-cache";
import { PrintResolver } from "./modules/print/print.resolver";
import { ExtendedTimeResolver } from "./modules/extended-time/extended-time.resolver";
import { ExtendedTimeService } from "./modules/extended-time/extended-time.service";
import { PrintService } from "./modules/print/print.service";
import { TokenService } from "./modules/users/token.service";
import { CourseService } from "./modules/courses/course.service";
import { AssignmentService } from "./modules/courses/assignment.service";
import { AssignmentResolver, CourseResolver } from "./modules/courses/course.resolver";
import { ClassViewResolver } from "./modules/courses/class-view.resolver";
import { ClassViewService } from "./modules/courses/class-view.service";
import { awaitingCounts } from "./modules/courses/course-grading";
import { NotificationSettingsResolver } from "./modules/courses/course-notifications.resolver";
import { CourseNotificationService } from "./modules/courses/course-notifications.service";
import { createLtiServices, type LtiServices } from "./modules/lti/lti.module";
import { LtiAdminResolver, LtiAssignmentResolver, LtiCourseResolver, LtiLinkResolver } from "./modules/lti/lti.resolver";
import { ApiTokenService } from "./modules/integrations/api-token.service";
import { IntegrationsResolver } from "./modules/integrations/integrations.resolver";
import { WebhookQueue } from "./modules/integrations/webhook-queue";
import { JobQueue } from "./modules/jobs/job-queue";
import { JobsResolver } from "./modules/jobs/jobs.resolver";
import { WebhookService } from "./modules/integrations/webhook.service";

/** The application's services, built once at start-up. Resolvers and routes call these. */
export interface Services extends AccountServices {
  ds: DataSource;
  config: Config;
  /** Change notices for the in-process caches, across replicas through Redis with REDIS_URL. */
  changes: ChangeBus;
  principals: PrincipalCache;
  /** Published exam content in process, dropped on every replica when the console changes an exam. */
  examContent: ExamContentCache;
  media: MediaService;
  admin: AdminService;
  attempts: AttemptService;
  history: AttemptHistoryService;
  audioPlays: AudioPlayService;
  content: ContentService;
  exams: ExamService;
  placement: PlacementService;
  productive: ProductiveService;
  practice: PracticeService;
  progress: PracticeProgressService;
  /** The learners' word decks (study mode), scheduled by FSRS. */
  vocabulary: VocabularyService;
  wordContext: WordContextService;
  tokens: TokenService;
  uploads: UploadService;
  audioUploads: AudioUploadService;
  recordings: RecordingService;
  print: PrintService;
  extendedTime: ExtendedTimeService;
  courses: CourseService;
  assignments: AssignmentService;
  /** A course's learners × modules, its Teil-type heat map and its CSV export (modules/courses). */
  classView: ClassViewService;
  /** Course mails: new assignments, due-date reminders, the teachers' grading digest (modules/courses). */
  notifications: CourseNotificationService;
  /** The LTI 1.3 tool: platforms, launches, deep linking and the scores sent to the platforms. */
  lti: LtiServices;
  /** Personal access tokens of teachers and admins (Authorization: Bearer dpat_…; GraphQL only). */
  apiTokens: ApiTokenService;
  /** Signed webhooks; also the domain events other services publish to after their commits. */
  webhooks: WebhookService;
  /** The background job queue on PostgreSQL (pg-boss): audio normalisation, webhook deliveries, account mails, sweeps. */
  jobs: JobQueue;
}

/** The blueprints of the content folder, or the shipped ones beside the repository (a test fixture has none). */
function blueprintsOf(config: Config) {
  const own = fs.existsSync(path.join(config.contentDir, "blueprints.yaml"));
  return readBlueprints(own ? config.contentDir : path.join(config.repoRoot, "content"));
}

export function createServices(ds: DataSource, config: Config): Services {
  const media = new MediaService(config.dataDir, config.contentDir, createBlobStore(config));
  const changes = new ChangeBus(config.REDIS_URL, config.REDIS_PREFIX);
  const principals = new PrincipalCache(ds, changes, config.PRINCIPAL_CACHE_TTL_MS);
  const tokens = new TokenService(principals, config.JWT_SECRET, config.dataDir, config.JWT_TTL);
  const uploads = new UploadService(ds, media);
  const jobs = new JobQueue(ds);
  const audioUploads = new AudioUploadService(uploads, media, new Ffmpeg(config.FFMPEG_PATH), jobs, {
    retryLimit: config.AUDIO_JOB_RETRY_LIMIT,
    retryDelaySeconds: config.AUDIO_JOB_RETRY_DELAY_SECONDS,
    expireInSeconds: config.AUDIO_JOB_TIMEOUT_SECONDS,
    pollSeconds: config.WEBHOOK_POLL_SECONDS,
  });
  const recordings = new RecordingService(ds, media, uploads, tokens, {
    publicUrl: config.publicUrl,
    quotaBytes: config.RECORDING_QUOTA_MB * 1024 * 1024,
    guestQuotaBytes: config.RECORDING_QUOTA_GUEST_MB * 1024 * 1024,
    graceMs: config.RECORDING_SWEEP_GRACE_HOURS * 3600_000,
    openAttemptMs: config.RECORDING_SWEEP_OPEN_ATTEMPT_DAYS * 86_400_000,
  });
  const webhooks = new WebhookService(
    ds,
    new WebhookQueue(jobs, {
      retryLimit: config.WEBHOOK_RETRY_LIMIT,
      retryDelaySeconds: config.WEBHOOK_RETRY_DELAY_SECONDS,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      pollSeconds: config.WEBHOOK_POLL_SECONDS,
    }),
    changes,
    { allowPrivateTargets: config.webhookPrivateTargets, timeoutMs: config.WEBHOOK_TIMEOUT_MS },
  );
  const productive = new ProductiveService(ds, recordings, undefined, webhooks);
  const examContent = new ExamContentCache(ds, changes, config.EXAM_CACHE_TTL_MS);
  const catalog = loadCatalog(config.contentDir, path.join(config.repoRoot, "content"));
  const blueprints = blueprintsOf(config);
  const teile = new ExamTeile(blueprints);
  const attempts = new AttemptService(
    ds,
    media,
    productive,
    teilsFromBlueprints(blueprints),
    examContent,
    recordings,
    teile,
    webhooks,
  );
  const exams = new ExamService(ds, teile);
  const practice = new PracticeService(ds, catalog, attempts);
  const accountServices = createAccountServices(ds, config, media, tokens, principals, uploads, recordings, jobs);
  const courses = new CourseService(ds, accountServices.rateLimits);
  const teilOf = teilsFromBlueprints(blueprints);
  const assignments = new AssignmentService(ds, courses, attempts, practice, webhooks);
  return {
    ds,
    config,
    changes,
    principals,
    media,
    examContent,
    admin: new AdminService(ds, media, principals, blueprints, examContent),
    attempts,
    history: new AttemptHistoryService(attempts),
    audioPlays: new AudioPlayService(ds, attempts),
    productive,
    content: new ContentService(ds, media),
    exams,
    print: new PrintService(ds, exams, media),
    extendedTime: new ExtendedTimeService(ds, principals),
    placement: new PlacementService(ds),
    practice,
    progress: new PracticeProgressService(ds, catalog),
    vocabulary: new VocabularyService(ds),
    wordContext: new WordContextService(media, loadGlossary(config.contentDir, path.join(config.repoRoot, "content"))),
    tokens,
    apiTokens: new ApiTokenService(ds, principals, changes, config.PRINCIPAL_CACHE_TTL_MS),
    webhooks,
    jobs,
    uploads,
    audioUploads,
    recordings,
    courses,
    assignments,
    lti: createLtiServices(
      ds,
      { publicUrl: config.publicUrl, clientUrl: config.clientUrl },
      { courses, assignments, practice, principals },
    ),
    ...accountServices,
    classView: new ClassViewService(ds, attempts, catalog, teilOf),
    notifications: new CourseNotificationService(
      ds,
      accountServices.mail,
      tokens,
      { publicUrl: config.publicUrl, clientUrl: config.clientUrl },
      awaitingCounts(ds),
    ),
  };
}

/**
 * The periodic sweeps, as jobs of the background queue (one run per interval across every process, retried with
 * backoff when it fails, shown in the console): unused recordings, and due course mails.
 */
export async function startSweeps(s: Services, config: Config): Promise<void> {
  const rules = { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 900, pollSeconds: config.WEBHOOK_POLL_SECONDS };
  await s.jobs.every({
    name: "recording-sweep",
    ...rules,
    intervalSeconds: config.RECORDING_SWEEP_INTERVAL_MINUTES * 60,
    run: async () => {
      const takes = await s.recordings.sweep();
      if (takes) logger.info({ takes }, "unnamed recordings swept");
      return { takes };
    },
  });
  await s.jobs.every({
    name: "course-mail-sweep",
    ...rules,
    intervalSeconds: config.COURSE_MAIL_SWEEP_INTERVAL_MINUTES * 60,
    run: async () => {
      const sent = await s.notifications.sweep();
      if (sent.given + sent.due + sent.digest) logger.info(sent, "course mails sent");
      return sent;
    },
  });
}

export async function stopServices(s: Services): Promise<void> {
  await s.webhooks.stop();
  await s.lti.grades.stop();
  await stopAccountServices(s);
  // last: a job in hand gets a moment to finish; one cut off is retried after it expires, by any process
  await s.jobs.stop();
  await s.changes.close();
}

/** Every resolver class, in schema order. */
export const resolverClasses = [
  ContactInfoResolver,
  LevelResolver,
  ExamResolver,
  AccountResolver,
  AttemptResolver,
  PracticeResolver,
  AttemptPracticeResolver,
  VocabularyResolver,
  WordContextResolver,
  PlacementRunResolver,
  PlacementResultResolver,
  PlacementResponseResolver,
  PlacementItemResolver,
  ProductiveResolver,
  ReviewItemProductiveResolver,
  SubQuestionProductiveResolver,
  AdminResolver,
  DataRightsResolver,
  PrintResolver,
  ExtendedTimeResolver,
  CourseResolver,
  AssignmentResolver,
  ClassViewResolver,
  NotificationSettingsResolver,
  LtiAdminResolver,
  LtiAssignmentResolver,
  LtiCourseResolver,
  LtiLinkResolver,
  IntegrationsResolver,
  JobsResolver,
] as const;

/** The resolvers' instances, each given the services it calls (type-graphql asks this container for them). */
export function resolverContainer(s: Services): { get(cls: unknown): unknown } {
  const instances = new Map<unknown, unknown>([
    [ContactInfoResolver, new ContactInfoResolver(s.content)],
    [LevelResolver, new LevelResolver(s.content, s.media)],
    [ExamResolver, new ExamResolver(s.exams)],
    [AccountResolver, new AccountResolver(s.accounts, s.googleAuth, s.media)],
    [AttemptResolver, new AttemptResolver(s.attempts, s.audioPlays)],
    [PracticeResolver, new PracticeResolver(s.practice, s.progress)],
    [AttemptPracticeResolver, new AttemptPracticeResolver(s.practice)],
    [VocabularyResolver, new VocabularyResolver(s.vocabulary)],
    [WordContextResolver, new WordContextResolver(s.wordContext)],
    [PlacementRunResolver, new PlacementRunResolver(s.placement)],
    [PlacementResultResolver, new PlacementResultResolver(s.placement)],
    [PlacementResponseResolver, new PlacementResponseResolver()],
    [PlacementItemResolver, new PlacementItemResolver(s.media)],
    [ProductiveResolver, new ProductiveResolver(s.productive)],
    [ReviewItemProductiveResolver, new ReviewItemProductiveResolver(s.productive)],
    [SubQuestionProductiveResolver, new SubQuestionProductiveResolver(s.productive)],
    [AdminResolver, new AdminResolver(s.admin)],
    [DataRightsResolver, new DataRightsResolver(s.dataRights)],
    [PrintResolver, new PrintResolver(s.print)],
    [ExtendedTimeResolver, new ExtendedTimeResolver(s.extendedTime)],
    [CourseResolver, new CourseResolver(s.courses, s.assignments)],
    [AssignmentResolver, new AssignmentResolver(s.assignments, s.courses)],
    [ClassViewResolver, new ClassViewResolver(s.classView)],
    [NotificationSettingsResolver, new NotificationSettingsResolver(s.notifications)],
    [LtiAdminResolver, new LtiAdminResolver(s.lti.platforms)],
    [LtiAssignmentResolver, new LtiAssignmentResolver(s.lti.grades)],
    [LtiCourseResolver, new LtiCourseResolver(s.lti.roster, s.lti.contexts)],
    [LtiLinkResolver, new LtiLinkResolver(s.lti.links)],
    [IntegrationsResolver, new IntegrationsResolver(s.apiTokens, s.webhooks)],
    [JobsResolver, new JobsResolver(s.jobs)],
  ]);
  return {
    get(cls) {
      const instance = instances.get(cls);
      if (!instance) throw new Error(`No resolver instance for ${String((cls as { name?: string }).name)}`);
      return instance;
    },
  };
}
