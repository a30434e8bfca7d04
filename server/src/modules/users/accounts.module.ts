import type { DataSource } from "typeorm";
import type { Config } from "../../config";
import type { MediaService } from "../media/media.service";
import type { UploadService } from "../media/upload.service";
import type { JobQueue } from "../jobs/job-queue";
import { AccountMails } from "./account-mail";
import { AccountService } from "./account.service";
import { Clock } from "./clock";
import { ContactService } from "./contact.service";
import { GoogleAuthService } from "./google-auth.service";
import { DataRightsService, type AccountRecordings } from "./data-rights.service";
import { ImageUploadService } from "./image-upload.service";
import { MailService } from "./mail.service";
import { DEFAULT_LIMITS, RateLimitService, type LimitRules } from "./rate-limit.service";
import type { PrincipalCache } from "./principal-cache";
import type { TokenService } from "./token.service";

export interface AccountServices {
  contact: ContactService;
  accounts: AccountService;
  dataRights: DataRightsService;
  googleAuth: GoogleAuthService;
  images: ImageUploadService;
  mail: MailService;
  /** Account mails as jobs of the background queue (confirmation, reset, alerts, deletion notices, contact). */
  accountMails: AccountMails;
  rateLimits: RateLimitService;
}

/** Builds the accounts services from the configuration (called by createServices). */
export function createAccountServices(
  ds: DataSource,
  config: Config,
  media: MediaService,
  tokens: TokenService,
  principals: PrincipalCache,
  uploads: UploadService,
  recordings: AccountRecordings,
  jobs: JobQueue,
): AccountServices {
  const rateLimits = new RateLimitService(limitRules(config), config.REDIS_URL, config.REDIS_PREFIX);
  const mail = new MailService(config.SMTP_URL, config.MAIL_FROM, config.dataDir);
  const images = new ImageUploadService(ds, media, uploads);
  const clock = new Clock();
  const accountMails = new AccountMails(ds, jobs, mail, { publicUrl: config.publicUrl, clientUrl: config.clientUrl }, clock, {
    retryLimit: config.MAIL_RETRY_LIMIT,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    pollSeconds: config.WEBHOOK_POLL_SECONDS,
  });
  const accounts = new AccountService(ds, tokens, principals, accountMails, rateLimits, images, clock);
  const googleAuth = new GoogleAuthService(
    {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userInfoUrl: config.GOOGLE_USERINFO_URL,
      jwksUrl: config.GOOGLE_JWKS_URL,
      issuers: config.GOOGLE_ISSUERS.split(",")
        .map((i) => i.trim())
        .filter(Boolean),
      callbackUrl: config.GOOGLE_CALLBACK_URL ?? `${config.publicUrl}/auth/google/callback`,
      clientUrl: config.clientUrl,
      secureCookie: config.publicUrl.startsWith("https:"),
    },
    accounts,
  );
  const contact = new ContactService(accountMails, rateLimits, config.CONTACT_EMAIL);
  const dataRights = new DataRightsService(
    ds,
    accountMails,
    images,
    config.publicUrl,
    async (idToken) => String((await googleAuth.idTokenClaims(idToken)).sub ?? ""),
    recordings,
  );
  return { accounts, accountMails, contact, dataRights, googleAuth, images, mail, rateLimits };
}

/** Closes the SMTP transport and the Redis connection (app shutdown; queued mails wait in the queue for any process). */
export async function stopAccountServices(s: AccountServices): Promise<void> {
  s.mail.close();
  await s.rateLimits.close();
}

function limitRules(config: Config): LimitRules {
  const override = (kind: keyof LimitRules, points: number | undefined) => ({
    ...DEFAULT_LIMITS[kind],
    points: points ?? DEFAULT_LIMITS[kind].points,
  });
  return {
    loginIp: override("loginIp", config.AUTH_LIMIT_LOGIN_IP),
    loginAccount: override("loginAccount", config.AUTH_LIMIT_LOGIN_ACCOUNT),
    loginIpAccount: override("loginIpAccount", config.AUTH_LIMIT_LOGIN_IP_ACCOUNT),
    loginKnown: override("loginKnown", undefined),
    loginAlert: override("loginAlert", config.AUTH_LIMIT_LOGIN_ALERT),
    registerIp: override("registerIp", config.AUTH_LIMIT_REGISTER_IP),
    registerAccount: override("registerAccount", config.AUTH_LIMIT_REGISTER_ACCOUNT),
    resetIp: override("resetIp", config.AUTH_LIMIT_RESET_IP),
    resetAccount: override("resetAccount", config.AUTH_LIMIT_RESET_ACCOUNT),
    guestIp: override("guestIp", config.AUTH_LIMIT_GUEST_IP),
    apiIp: override("apiIp", config.API_RATE_LIMIT),
    contactIp: override("contactIp", undefined),
    recordingUser: override("recordingUser", config.RECORDING_UPLOAD_LIMIT),
    graphqlIp: override("graphqlIp", config.GRAPHQL_RATE_LIMIT_ANONYMOUS),
    graphqlUser: override("graphqlUser", config.GRAPHQL_RATE_LIMIT_SIGNED_IN),
    graphqlToken: override("graphqlToken", config.GRAPHQL_RATE_LIMIT_TOKEN),
    recordingIp: override("recordingIp", config.RECORDING_UPLOAD_LIMIT_IP),
    joinCode: override("joinCode", undefined),
  };
}
