/**
 * What a word card shows beside the German word: its meaning in the learner's language (the glossary), and the
 * sentence it came from as a stretch of the part's recording (the sentence timings of content/audio-cues).
 */
import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import type { Actor } from "../../common/principal";
import type { AudioCue } from "../exams/question-block.entity";
import type { MediaService } from "../media/media.service";
import type { Glossary } from "./glossary";

export interface WordAudioDto {
  sources: { url: string; mimeType: string }[];
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

interface BlockAudio {
  audio: string | null;
  audio_mp3: string | null;
  audio_cues: AudioCue[] | null;
}

/** Words compare without the punctuation and spacing a transcript and a tapped sentence may differ in. */
const plain = (s: string) =>
  s
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .toLocaleLowerCase("de-DE");

function wordLoaders(ds: DataSource) {
  return {
    blockAudio: new DataLoader<number, BlockAudio | null>(async (ids) => {
      const rows: (BlockAudio & { id: number })[] = await ds.query(
        `SELECT id, audio, audio_mp3, audio_cues FROM question_blocks WHERE id = ANY($1::int[])`,
        [[...ids]],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export class WordContextService {
  constructor(
    private readonly media: MediaService,
    private readonly glossary: Glossary,
  ) {}

  /** The word's meaning in the caller's language; null in German and for words the glossary does not hold. */
  meaning(actor: Actor, card: { word: string }): string | null {
    return this.glossary.meaning(card.word, actor.lang);
  }

  /**
   * The card's sentence in the recording of its part: the sources and the time range of the cue whose text is the
   * sentence; null when the card names no part, the part has no recording or no timings, or no cue is the sentence.
   */
  async audio(actor: Actor, card: { blockId: number | null; sentence: string }): Promise<WordAudioDto | null> {
    if (card.blockId === null) return null;
    const block = await actor.loaders.of(wordLoaders).blockAudio.load(card.blockId);
    if (!block || !block.audio_cues?.length || (!block.audio && !block.audio_mp3)) return null;
    const wanted = plain(card.sentence);
    const cue = block.audio_cues.find((c) => plain(c.text) === wanted);
    if (!cue) return null;
    return { sources: await this.media.audioSources(block.audio, block.audio_mp3), start: cue.start, end: cue.end };
  }
}
