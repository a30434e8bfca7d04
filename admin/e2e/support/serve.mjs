// The console's server: the server's test fixture content without the Goethe C1 level (the e2e admin
// creates it), with the productive fixture's rubric. Playwright's webServer runs this and waits for /healthz.
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { root, serveFrontEnd } from "../../../scripts/e2e/serve.mjs";

serveFrontEnd({
  workspace: "admin",
  content(dir) {
    const source = join(root, "server", "test", "fixtures", "content");
    for (const entry of readdirSync(source)) if (entry !== "levels.yaml") symlinkSync(join(source, entry), join(dir, entry));
    const levels = YAML.parse(readFileSync(join(source, "levels.yaml"), "utf8"));
    levels.levels = levels.levels.filter((l) => !(l.family === "goethe" && l.cefr === "C1"));
    writeFileSync(join(dir, "levels.yaml"), YAML.stringify(levels));
    symlinkSync(join(root, "server", "test", "fixtures", "productive", "rubrics.yaml"), join(dir, "rubrics.yaml"));
  },
});
