import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import type { z } from "zod";
import {
  contactInfoFile,
  examFile,
  levelsFile,
  placementFile,
  rubricsFile,
  type ContactInfoFile,
  type RubricsFile,
  type ExamFile,
  type LevelsFile,
  type PlacementFile,
} from "./content.schema";

/** A content file that does not parse or validate; the message names the file and the field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid content file ${file}:\n  - ${problems.join("\n  - ")}`);
    this.name = "ContentError";
  }
}

export interface ContentBundle {
  dir: string;
  contactInfo: ContactInfoFile;
  levels: LevelsFile;
  exams: { key: string; file: string; data: ExamFile }[];
  placement: { file: string; data: PlacementFile }[];
  /** content/rubrics.yaml (empty when the folder has none) */
  rubrics: RubricsFile;
}

function readYaml<T extends z.ZodType>(dir: string, rel: string, schema: T): z.infer<T> {
  const full = path.join(dir, rel);
  let raw: unknown;
  try {
    raw = YAML.parse(fs.readFileSync(full, "utf8"), { prettyErrors: true });
  } catch (err) {
    throw new ContentError(rel, [(err as Error).message.split("\n")[0]]);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ContentError(
      rel,
      parsed.error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(file)"}: ${i.message}`),
    );
  }
  return parsed.data;
}

function yamlFiles(dir: string, sub: string): string[] {
  const full = path.join(dir, sub);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.posix.join(sub, f));
}

/** Reads and validates every content file; throws ContentError on the first bad file. */
export function readContent(dir: string): ContentBundle {
  const bundle: ContentBundle = {
    dir,
    contactInfo: readYaml(dir, "contact-info.yaml", contactInfoFile),
    levels: readYaml(dir, "levels.yaml", levelsFile),
    exams: yamlFiles(dir, "exams").map((file) => ({
      file,
      key: path.basename(file).replace(/\.ya?ml$/, ""),
      data: readYaml(dir, file, examFile),
    })),
    placement: yamlFiles(dir, "placement").map((file) => ({ file, data: readYaml(dir, file, placementFile) })),
    rubrics: fs.existsSync(path.join(dir, "rubrics.yaml")) ? readYaml(dir, "rubrics.yaml", rubricsFile) : {},
  };
  checkReferences(bundle);
  return bundle;
}

/** Cross-file checks: media exist, exams point at defined levels, keys are unique. */
function checkReferences(b: ContentBundle): void {
  const missingMedia = (rel: string | undefined) => !!rel && !fs.existsSync(path.join(b.dir, "media", rel));
  const mediaProblems = (file: string, refs: [string, string | undefined][]) => {
    const problems = refs.filter(([, p]) => missingMedia(p)).map(([field, p]) => `${field}: media file media/${p} not found`);
    if (problems.length) throw new ContentError(file, problems);
  };
  const c = b.contactInfo;
  mediaProblems("contact-info.yaml", [
    ["logo", c.logo],
    ["image", c.image],
    ...Object.entries(c.images).map(([k, v]) => [`images.${k}`, v] as [string, string]),
  ]);
  const levelKeys = new Set<string>();
  b.levels.levels.forEach((l, i) => {
    const k = `${l.family}-${l.cefr}`;
    if (levelKeys.has(k)) throw new ContentError("levels.yaml", [`levels.${i}: ${k} is defined twice`]);
    levelKeys.add(k);
    mediaProblems(
      "levels.yaml",
      l.images.map((img, j) => [`levels.${i}.images.${j}.file`, img.file]),
    );
  });
  for (const e of b.exams) {
    if (!levelKeys.has(`${e.data.family}-${e.data.level}`))
      throw new ContentError(e.file, [`level: ${e.data.family} ${e.data.level} is not defined in levels.yaml`]);
    const refs: [string, string | undefined][] = [];
    e.data.blocks.forEach((bl, i) => {
      refs.push([`blocks.${i}.audio`, bl.audio], [`blocks.${i}.image`, bl.image]);
      bl.questions.forEach((q, j) => {
        refs.push([`blocks.${i}.questions.${j}.banner`, q.banner]);
        if (q.type === "writing" || q.type === "speaking") {
          const rubric = b.rubrics[q.rubric];
          if (!rubric)
            throw new ContentError(e.file, [`blocks.${i}.questions.${j}.rubric: "${q.rubric}" is not defined in rubrics.yaml`]);
          if (rubric.family !== e.data.family || rubric.level !== e.data.level)
            throw new ContentError(e.file, [
              `blocks.${i}.questions.${j}.rubric: "${q.rubric}" is a rubric of ${rubric.family} ${rubric.level}`,
            ]);
          // learners calibrate on a writing rubric's sample before they rate their own text
          if (q.type === "writing" && !rubric.calibration?.text)
            throw new ContentError("rubrics.yaml", [`${q.rubric}.calibration: a writing rubric needs a calibration text`]);
        }
        if (q.type === "speaking") refs.push([`blocks.${i}.questions.${j}.modelAudio`, q.modelAudio]);
        if (q.type === "multiple_choice")
          q.choices.forEach((ch, k) => {
            if (typeof ch !== "string") refs.push([`blocks.${i}.questions.${j}.choices.${k}.image`, ch.image]);
          });
      });
    });
    mediaProblems(e.file, refs);
  }
  const itemKeys = new Set<string>();
  for (const p of b.placement) {
    const refs: [string, string | undefined][] = [];
    p.data.items.forEach((it, i) => {
      if (itemKeys.has(it.key)) throw new ContentError(p.file, [`items.${i}.key: "${it.key}" is used twice`]);
      itemKeys.add(it.key);
      if (it.audio) refs.push([`items.${i}.audio`, it.audio]);
    });
    mediaProblems(p.file, refs);
  }
}
