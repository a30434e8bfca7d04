// The learner client's server: content/ as it is (by links), with exams/ extended by the client's fixture
// exam (every answer type). Playwright's webServer runs this and waits for /healthz.
import { mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { root, serveFrontEnd } from "../../../scripts/e2e/serve.mjs";

const here = dirname(fileURLToPath(import.meta.url));

serveFrontEnd({
  workspace: "client",
  content(dir) {
    const source = join(root, "content");
    for (const entry of readdirSync(source)) if (entry !== "exams") symlinkSync(join(source, entry), join(dir, entry));
    mkdirSync(join(dir, "exams"));
    for (const exam of readdirSync(join(source, "exams"))) symlinkSync(join(source, "exams", exam), join(dir, "exams", exam));
    symlinkSync(join(here, "..", "fixtures", "e2e-all-types.yaml"), join(dir, "exams", "e2e-all-types.yaml"));
  },
});
