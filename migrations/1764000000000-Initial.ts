import type { MigrationInterface, QueryRunner } from "typeorm";

/** The whole domain model: accounts, site content, exams, attempts, placement, media. */
export class Initial1764000000000 implements MigrationInterface {
  name = "Initial1764000000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "level_images" ("id" SERIAL NOT NULL, "level_id" integer NOT NULL, "position" integer NOT NULL, "file" character varying(255) NOT NULL, "alt" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_19664644f8e8cf876cf1c3ead61" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "level_images_level_position_unique" ON "level_images" ("level_id", "position") `);
    await q.query(
      `CREATE TABLE "levels" ("id" SERIAL NOT NULL, "family" character varying(10) NOT NULL, "cefr" character varying(2) NOT NULL, "name" character varying(120) NOT NULL, "slug_de" character varying(120) NOT NULL, "slug_en" character varying(120) NOT NULL, "slug_ar" character varying(120) NOT NULL, "slug_fr" character varying(120) NOT NULL, "slug_es" character varying(120) NOT NULL, "description" jsonb NOT NULL DEFAULT '{}', "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_05f8dd8f715793c64d49e3f1901" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "levels_family_cefr_unique" ON "levels" ("family", "cefr") `);
    await q.query(
      `CREATE TABLE "sub_questions" ("id" SERIAL NOT NULL, "block_id" integer NOT NULL, "position" integer NOT NULL, "answer_type" character varying(20) NOT NULL, "choice_kind" character varying(5), "complete_mode" character varying(6), "answer_location" character varying(9), "title" text, "last_title" text, "choices" jsonb NOT NULL DEFAULT '[]', "banner_image" character varying(255), "highlight" boolean NOT NULL DEFAULT false, "correct_answer" character varying(200), "accepted_answers" jsonb NOT NULL DEFAULT '[]', "model_solution" jsonb NOT NULL DEFAULT '{}', "explanation" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_7d655b9f5f4b5577393710130ea" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "sub_questions_block_position_idx" ON "sub_questions" ("block_id", "position") `);
    await q.query(
      `CREATE TABLE "question_blocks" ("id" SERIAL NOT NULL, "exam_id" integer NOT NULL, "position" integer NOT NULL, "type" character varying(24) NOT NULL, "title" character varying(200), "intro" text, "passage" text, "audio" character varying(255), "audio_mp3" character varying(255), "image" character varying(255), "play_limit" integer, "reading_seconds" integer, "transcript" text, "option_pool" jsonb NOT NULL DEFAULT '[]', "notes" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_704db263f5b4dee30845239464d" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "question_blocks_exam_position_idx" ON "question_blocks" ("exam_id", "position") `);
    await q.query(
      `CREATE TABLE "exams" ("id" SERIAL NOT NULL, "level_id" integer NOT NULL, "name" character varying(200) NOT NULL, "content_key" character varying(120), "published" boolean NOT NULL DEFAULT false, "sort_order" integer NOT NULL DEFAULT '0', "reading_minutes" integer, "listening_minutes" integer, "pass_rule" character varying(12) NOT NULL DEFAULT 'per_skill', "pass_percent" integer NOT NULL DEFAULT '60', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b43159ee3efa440952794b4f53e" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "exams_content_key_unique" ON "exams" ("content_key") `);
    await q.query(`CREATE INDEX "exams_level_sort_idx" ON "exams" ("level_id", "sort_order") `);
    await q.query(
      `CREATE TABLE "users" ("id" SERIAL NOT NULL, "email" character varying(254), "password_hash" character varying(255), "name" character varying(120), "mobile" character varying(40), "language" character varying(40), "country" character varying(60), "photo" character varying(255), "is_guest" boolean NOT NULL DEFAULT false, "is_admin" boolean NOT NULL DEFAULT false, "is_blocked" boolean NOT NULL DEFAULT false, "email_confirmed_at" TIMESTAMP WITH TIME ZONE, "google_id" character varying(255), "token_version" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" (lower("email"))`);
    await q.query(`CREATE UNIQUE INDEX "users_google_id_unique" ON "users" ("google_id") `);
    await q.query(
      `CREATE TABLE "attempts" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "exam_id" integer NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'in_progress', "mode" character varying(10) NOT NULL DEFAULT 'exam', "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "submitted_at" TIMESTAMP WITH TIME ZONE, "current_page" integer NOT NULL DEFAULT '1', "module_started_at" jsonb NOT NULL DEFAULT '{}', "score" jsonb, CONSTRAINT "PK_295ca261e361fd2fd217754dcac" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "attempts_one_open_per_exam" ON "attempts" ("user_id", "exam_id") WHERE "status" = 'in_progress'`,
    );
    await q.query(`CREATE INDEX "attempts_user_exam_idx" ON "attempts" ("user_id", "exam_id", "started_at") `);
    await q.query(
      `CREATE TABLE "attempt_answers" ("id" SERIAL NOT NULL, "attempt_id" integer NOT NULL, "sub_question_id" integer NOT NULL, "value" character varying(200) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b5f6f0c32809f5b14da916e6f06" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "attempt_answers_sub_idx" ON "attempt_answers" ("sub_question_id") `);
    await q.query(
      `CREATE UNIQUE INDEX "attempt_answers_attempt_sub_unique" ON "attempt_answers" ("attempt_id", "sub_question_id") `,
    );
    await q.query(
      `CREATE TABLE "attempt_audio_plays" ("attempt_id" integer NOT NULL, "block_id" integer NOT NULL, "plays" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_de1df926d16ffc92ba4533b5afe" PRIMARY KEY ("attempt_id", "block_id"))`,
    );
    await q.query(
      `CREATE TABLE "contact_info" ("id" integer NOT NULL DEFAULT '1', "logo" character varying(255), "image" character varying(255), "images" jsonb NOT NULL DEFAULT '{}', "about" jsonb NOT NULL DEFAULT '{}', "goethe_desc" jsonb NOT NULL DEFAULT '{}', "telc_desc" jsonb NOT NULL DEFAULT '{}', "placement_desc" jsonb NOT NULL DEFAULT '{}', "email" character varying(254), "phone" character varying(40), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_65b98fa4ffb26dceb9192f5d496" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "media" ("id" SERIAL NOT NULL, "key" character varying(255) NOT NULL, "content_type" character varying(100) NOT NULL, "size" integer NOT NULL, "sha256" character(64) NOT NULL, "original_name" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f4e0fcac36e050de337b670d8bd" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "media_key_unique" ON "media" ("key") `);
    await q.query(
      `CREATE TABLE "placement_items" ("id" SERIAL NOT NULL, "cefr" character varying(2) NOT NULL, "difficulty" character varying(10) NOT NULL, "content_key" character varying(120), "title" text NOT NULL, "choices" jsonb NOT NULL, "correct_answer" character varying(200) NOT NULL, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_010b88121f3e3d43190b2aa5ab1" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "placement_items_content_key_unique" ON "placement_items" ("content_key") `);
    await q.query(`CREATE INDEX "placement_items_level_difficulty_idx" ON "placement_items" ("cefr", "difficulty") `);
    await q.query(
      `CREATE TABLE "placement_runs" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'in_progress', "current_level" character varying(2) NOT NULL, "current_set_type" character varying(10) NOT NULL, "current_item_ids" jsonb NOT NULL DEFAULT '[]', "round" integer NOT NULL DEFAULT '1', "result_level" character varying(2), "result_set_type" character varying(10), "result_correct" integer, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6dcccb94311b77796cadf933a60" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "placement_runs_user_idx" ON "placement_runs" ("user_id") `);
    await q.query(
      `CREATE UNIQUE INDEX "placement_runs_one_open_per_user" ON "placement_runs" ("user_id") WHERE "status" = 'in_progress'`,
    );
    await q.query(
      `CREATE TABLE "placement_responses" ("id" SERIAL NOT NULL, "run_id" integer NOT NULL, "item_id" integer NOT NULL, "round" integer NOT NULL, "value" character varying(200) NOT NULL, "correct" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_205198c06a2fbeeecc43c686801" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "placement_responses_item_idx" ON "placement_responses" ("item_id") `);
    await q.query(`CREATE UNIQUE INDEX "placement_responses_run_item_unique" ON "placement_responses" ("run_id", "item_id") `);
    await q.query(
      `CREATE TABLE "one_time_tokens" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "purpose" character varying(20) NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8e470cc9ffc1b2afa054304db17" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" ("user_id") `);
    await q.query(`CREATE UNIQUE INDEX "one_time_tokens_hash_unique" ON "one_time_tokens" ("token_hash") `);
    await q.query(
      `ALTER TABLE "level_images" ADD CONSTRAINT "FK_66b247c13224d27fdecab5b7ed1" FOREIGN KEY ("level_id") REFERENCES "levels"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sub_questions" ADD CONSTRAINT "FK_2b64e87b4c67366da48a323ee36" FOREIGN KEY ("block_id") REFERENCES "question_blocks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "question_blocks" ADD CONSTRAINT "FK_7451bc40227ca8ab0dac0155561" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "exams" ADD CONSTRAINT "FK_e355c441f3d702a28370a893de6" FOREIGN KEY ("level_id") REFERENCES "levels"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "attempts" ADD CONSTRAINT "FK_1f23e642cf6e009c61cc2c214e2" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "attempts" ADD CONSTRAINT "FK_d167176b022a0f255e652f07f48" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "attempt_answers" ADD CONSTRAINT "FK_32015c863766540050618a1165c" FOREIGN KEY ("attempt_id") REFERENCES "attempts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "attempt_answers" ADD CONSTRAINT "FK_f9a65867ae6c8ab60e21fceb758" FOREIGN KEY ("sub_question_id") REFERENCES "sub_questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "attempt_audio_plays" ADD CONSTRAINT "FK_4d065fd900ba26323ebd4bdf5ff" FOREIGN KEY ("attempt_id") REFERENCES "attempts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "attempt_audio_plays" ADD CONSTRAINT "FK_e20f8d2db9fd651ee834ad56627" FOREIGN KEY ("block_id") REFERENCES "question_blocks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "placement_runs" ADD CONSTRAINT "FK_b20d31844a7e501a961bbb116d4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "placement_responses" ADD CONSTRAINT "FK_d35bb48a4d5f8583998a1cafc32" FOREIGN KEY ("run_id") REFERENCES "placement_runs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "placement_responses" ADD CONSTRAINT "FK_1b3bc16ee7866cfb80fa555650b" FOREIGN KEY ("item_id") REFERENCES "placement_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "one_time_tokens" ADD CONSTRAINT "FK_0dc2deee64e514ad6f7e69504e1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "one_time_tokens" CASCADE`);
    await q.query(`DROP TABLE "placement_responses" CASCADE`);
    await q.query(`DROP TABLE "placement_runs" CASCADE`);
    await q.query(`DROP TABLE "placement_items" CASCADE`);
    await q.query(`DROP TABLE "media" CASCADE`);
    await q.query(`DROP TABLE "contact_info" CASCADE`);
    await q.query(`DROP TABLE "attempt_audio_plays" CASCADE`);
    await q.query(`DROP TABLE "attempt_answers" CASCADE`);
    await q.query(`DROP TABLE "attempts" CASCADE`);
    await q.query(`DROP TABLE "users" CASCADE`);
    await q.query(`DROP TABLE "exams" CASCADE`);
    await q.query(`DROP TABLE "question_blocks" CASCADE`);
    await q.query(`DROP TABLE "sub_questions" CASCADE`);
    await q.query(`DROP TABLE "levels" CASCADE`);
    await q.query(`DROP TABLE "level_images" CASCADE`);
  }
}
