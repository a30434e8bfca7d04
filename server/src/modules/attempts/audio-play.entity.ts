import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { QuestionBlock } from "../exams/question-block.entity";
import { Attempt } from "./attempt.entity";

/** How often the recording of a block has been played in an attempt (counted on the server). */
@Entity("attempt_audio_plays")
export class AudioPlay {
  @PrimaryColumn({ name: "attempt_id", type: "integer" })
  attemptId: number;

  @PrimaryColumn({ name: "block_id", type: "integer" })
  blockId: number;

  /** 0: the whole recording; n: text n of a recording with several texts (each played by itself). */
  @PrimaryColumn({ type: "integer", default: 0 })
  text: number;

  @ManyToOne(() => Attempt, { onDelete: "CASCADE" })
  @JoinColumn({ name: "attempt_id" })
  attempt?: Relation<Attempt>;

  @ManyToOne(() => QuestionBlock, { onDelete: "CASCADE" })
  @JoinColumn({ name: "block_id" })
  block?: Relation<QuestionBlock>;

  @Column({ type: "integer", default: 0 })
  plays: number;
}
