import { Attempt } from "./modules/attempts/attempt.entity";
import { AttemptAnswer } from "./modules/attempts/attempt-answer.entity";
import { AttemptItemRun } from "./modules/attempts/attempt-item-run.entity";
import { AudioPlay } from "./modules/attempts/audio-play.entity";
import { BlockReview } from "./modules/attempts/block-review.entity";
import { Assignment } from "./modules/courses/assignment.entity";
import { Course } from "./modules/courses/course.entity";
import { CourseMember } from "./modules/courses/course-member.entity";
import { ContactInfo } from "./modules/content/contact-info.entity";
import { NotificationSend } from "./modules/courses/notification-send.entity";
import { Level } from "./modules/content/level.entity";
import { LevelImage } from "./modules/content/level-image.entity";
import { Exam } from "./modules/exams/exam.entity";
import { QuestionBlock } from "./modules/exams/question-block.entity";
import { SubQuestion } from "./modules/exams/sub-question.entity";
import { ApiToken } from "./modules/integrations/api-token.entity";
import { Webhook } from "./modules/integrations/webhook.entity";
import { WebhookDelivery } from "./modules/integrations/webhook-delivery.entity";
import { Media } from "./modules/media/media.entity";
import { Assessment } from "./modules/productive/assessment.entity";
import { Calibration } from "./modules/productive/calibration.entity";
import { Rubric } from "./modules/productive/rubric.entity";
import { Recording } from "./modules/recordings/recording.entity";
import { PlacementItem } from "./modules/placement/placement-item.entity";
import { PlacementResponse } from "./modules/placement/placement-response.entity";
import { PlacementRun } from "./modules/placement/placement-run.entity";
import { OneTimeToken } from "./modules/users/one-time-token.entity";
import { User } from "./modules/users/user.entity";
import { WordCard } from "./modules/vocabulary/word-card.entity";
import { LtiAccount, LtiContext, LtiKey, LtiLink, LtiPlatform, LtiScore, LtiState } from "./modules/lti/lti.entities";

export const entities = [
  User,
  OneTimeToken,
  Media,
  ContactInfo,
  Level,
  LevelImage,
  Exam,
  QuestionBlock,
  SubQuestion,
  Attempt,
  AttemptAnswer,
  AttemptItemRun,
  AudioPlay,
  BlockReview,
  PlacementItem,
  PlacementRun,
  PlacementResponse,
  Rubric,
  Assessment,
  Calibration,
  Recording,
  WordCard,
  Course,
  CourseMember,
  Assignment,
  NotificationSend,
  LtiPlatform,
  LtiKey,
  LtiState,
  LtiAccount,
  LtiContext,
  LtiLink,
  LtiScore,
  ApiToken,
  Webhook,
  WebhookDelivery,
];
