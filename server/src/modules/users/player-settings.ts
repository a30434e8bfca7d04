import { FieldErrors } from "../../common/errors";
import type { Catalog } from "../../common/i18n";
import type { User } from "./user.entity";

/** The exam player's settings as a client sees them (defaults filled in). */
export interface PlayerSettingsData {
  /** 0 normal, 1 large, 2 largest. */
  textSize: number;
  highContrast: boolean;
  /** 0..1. */
  volume: number;
}

export const DEFAULT_PLAYER_SETTINGS: PlayerSettingsData = { textSize: 0, highContrast: false, volume: 1 };

/** Extended time an admin may grant: the exam's own time up to three times as long. */
export const TIME_FACTOR_MIN = 1;
export const TIME_FACTOR_MAX = 3;

export const playerSettingsMessages = {
  textSize: {
    de: "Die Textgröße ist 0, 1 oder 2.",
    en: "The text size is 0, 1 or 2.",
    ar: "حجم النص هو 0 أو 1 أو 2.",
    fr: "La taille du texte est 0, 1 ou 2.",
    es: "El tamaño del texto es 0, 1 o 2.",
  },
  volume: {
    de: "Die Lautstärke liegt zwischen 0 und 1.",
    en: "The volume lies between 0 and 1.",
    ar: "يقع مستوى الصوت بين 0 و1.",
    fr: "Le volume est compris entre 0 et 1.",
    es: "El volumen está entre 0 y 1.",
  },
} satisfies Catalog<string>;

export function playerSettingsOf(user: Pick<User, "playerSettings">): PlayerSettingsData {
  return { ...DEFAULT_PLAYER_SETTINGS, ...(user.playerSettings ?? {}) };
}

/** The stored settings with a change applied; a value out of range is refused with a message per field. */
export function changedPlayerSettings(
  current: PlayerSettingsData,
  input: { textSize?: number | null; highContrast?: boolean | null; volume?: number | null },
): PlayerSettingsData {
  const errors = new FieldErrors();
  const next = { ...current };
  if (input.textSize != null) {
    if (!Number.isInteger(input.textSize) || input.textSize < 0 || input.textSize > 2)
      errors.add("textSize", playerSettingsMessages.textSize);
    else next.textSize = input.textSize;
  }
  if (input.volume != null) {
    if (!Number.isFinite(input.volume) || input.volume < 0 || input.volume > 1)
      errors.add("volume", playerSettingsMessages.volume);
    else next.volume = Math.round(input.volume * 100) / 100;
  }
  if (input.highContrast != null) next.highContrast = input.highContrast;
  errors.throwIfAny();
  return next;
}
