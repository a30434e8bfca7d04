/* Validates the content folder without touching a database: npm run content:check -w server */
import path from "node:path";
import { loadConfig } from "../../config";
import { ContentError, readContent } from "./read-content";

const dir = process.argv[2] ? path.resolve(process.argv[2]) : loadConfig().contentDir;
try {
  const b = readContent(dir);
  const items = b.exams.reduce((n, e) => n + e.data.blocks.reduce((m, bl) => m + bl.questions.length, 0), 0);
  const placement = b.placement.reduce((n, p) => n + p.data.items.length, 0);
  console.log(
    `content OK: ${b.levels.levels.length} levels, ${b.exams.length} exams (${items} sub-questions), ${placement} placement items`,
  );
} catch (err) {
  console.error(err instanceof ContentError ? err.message : err);
  process.exit(1);
}
