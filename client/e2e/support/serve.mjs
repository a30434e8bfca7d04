// The learner client's server: content/ as it is (by links), with exams/ extended by the client's fixture
// exams (every answer type; a writing task; a short listening Teil with its recording) and rubrics.yaml by the fixture rubric. Playwright's webServer runs
// this and waits for /healthz. The console is built too: the writing journey grades in it.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { root, serveFrontEnd } from "../../../scripts/e2e/serve.mjs";

const here = dirname(fileURLToPath(import.meta.url));

serveFrontEnd({
  workspace: "client",
  alsoBuild: ["admin"],
  content(dir) {
    const source = join(root, "content");
    const fixtures = join(here, "..", "fixtures");
    for (const entry of readdirSync(source))
      if (!["exams", "rubrics.yaml", "media", "audio-cues"].includes(entry)) symlinkSync(join(source, entry), join(dir, entry));
    // media and sentence timings: the shipped ones, and the fixture recording (media/e2e/) with its timings
    for (const folder of ["media", "audio-cues"]) {
      mkdirSync(join(dir, folder));
      for (const entry of readdirSync(join(source, folder))) symlinkSync(join(source, folder, entry), join(dir, folder, entry));
    }
    symlinkSync(join(fixtures, "media"), join(dir, "media", "e2e"));
    for (const entry of readdirSync(join(fixtures, "audio-cues")))
      symlinkSync(join(fixtures, "audio-cues", entry), join(dir, "audio-cues", entry));
    const shipped = join(source, "rubrics.yaml");
    const rubrics = existsSync(shipped) ? readFileSync(shipped, "utf8") : "";
    writeFileSync(join(dir, "rubrics.yaml"), `${rubrics}\n${readFileSync(join(here, "..", "fixtures", "rubrics.yaml"), "utf8")}`);
    mkdirSync(join(dir, "exams"));
    for (const exam of readdirSync(join(source, "exams"))) symlinkSync(join(source, "exams", exam), join(dir, "exams", exam));
    for (const fixture of [
      "e2e-all-types.yaml",
      "e2e-writing.yaml",
      "e2e-speaking.yaml",
      "e2e-listening.yaml",
      "e2e-offline.yaml",
    ])
      symlinkSync(join(fixtures, fixture), join(dir, "exams", fixture));
  },
});
