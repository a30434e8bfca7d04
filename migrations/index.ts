import { Initial1764000000000 } from "./1764000000000-Initial";
import { PracticeDrills1765000000000 } from "./1765000000000-PracticeDrills";
import { Productive1766000000000 } from "./1766000000000-Productive";
import { Speaking1767300000000 } from "./1767300000000-Speaking";
import { PlayerSettings1767500000000 } from "./1767500000000-PlayerSettings";
import { StudyWords1767700000000 } from "./1767700000000-StudyWords";
import { TimeFactorGrant1767900000000 } from "./1767900000000-TimeFactorGrant";
import { ItemRuns1768100000000 } from "./1768100000000-ItemRuns";
import { PlacementAudio1768250000000 } from "./1768250000000-PlacementAudio";
import { MatchingSolutionLetters1768300000000 } from "./1768300000000-MatchingSolutionLetters";
import { BlanksCount1768340000000 } from "./1768340000000-BlanksCount";
import { PracticeRecycles1768360000000 } from "./1768360000000-PracticeRecycles";
import { TextPlays1768400000000 } from "./1768400000000-TextPlays";
import { Courses1768500000000 } from "./1768500000000-Courses";
import { CourseNotifications1768550000000 } from "./1768550000000-CourseNotifications";
import { IntegratorAccess1768600000000 } from "./1768600000000-IntegratorAccess";
import { BalancedKeys1768650000000 } from "./1768650000000-BalancedKeys";
import { Lti1768700000000 } from "./1768700000000-Lti";
import { LtiRoster1768900000000 } from "./1768900000000-LtiRoster";
import { ReadingLength1768950000000 } from "./1768950000000-ReadingLength";
import { CalibrationLanguages1768960000000 } from "./1768960000000-CalibrationLanguages";
import { RubricSchemes1768970000000 } from "./1768970000000-RubricSchemes";
import { OfficialFormats1768980000000 } from "./1768980000000-OfficialFormats";
import { TopicRegister1768990000000 } from "./1768990000000-TopicRegister";

/** Every migration, in order. The schema changes only through these. */
export const migrations = [
  Initial1764000000000,
  PracticeDrills1765000000000,
  Productive1766000000000,
  Speaking1767300000000,
  PlayerSettings1767500000000,
  StudyWords1767700000000,
  TimeFactorGrant1767900000000,
  ItemRuns1768100000000,
  PlacementAudio1768250000000,
  MatchingSolutionLetters1768300000000,
  BlanksCount1768340000000,
  PracticeRecycles1768360000000,
  TextPlays1768400000000,
  Courses1768500000000,
  CourseNotifications1768550000000,
  IntegratorAccess1768600000000,
  BalancedKeys1768650000000,
  Lti1768700000000,
  LtiRoster1768900000000,
  ReadingLength1768950000000,
  CalibrationLanguages1768960000000,
  RubricSchemes1768970000000,
  OfficialFormats1768980000000,
  TopicRegister1768990000000,
];
