import path from "node:path";
import { readBlueprints } from "./format/blueprint-check";
import type { BlockType } from "./question-block.entity";
import { teilNamed } from "./format/blueprint-check";
import { ExamTeile } from "./teile";

const shipped = new ExamTeile(readBlueprints(path.join(__dirname, "../../../../content")));
const page = (type: BlockType, title: string | null) => ({ type, title });
const brief = (places: ReturnType<ExamTeile["places"]>) =>
  places.map((p) => `${p.skill} ${p.teil}/${p.teilCount}` + (p.textCount > 1 ? ` text ${p.text}/${p.textCount}` : ""));

describe("the Teile of an exam's pages", () => {
  it("pages naming one blueprint Teil in a row are its texts, also where the titles go on differently", () => {
    const places = shipped.places("goethe", "A1", [
      page("reading", "Lesen, Teil 1"),
      page("reading", "Lesen, Teil 1 (Text 2)"),
      page("reading", "Lesen, Teil 2"),
      page("image", "Lesen, Teil 3"),
      page("listening", "Hören, Teil 1"),
      page("writing", "Schreiben, Teil 1"),
    ]);
    expect(brief(places)).toEqual([
      "reading 1/3 text 1/2",
      "reading 1/3 text 2/2",
      "reading 2/3",
      "reading 3/3",
      "listening 1/1",
      "writing 1/1",
    ]);
  });

  it("the longest Teil name wins (telc C1: Sprachbausteine after three Leseverstehen Teile)", () => {
    expect(
      teilNamed([{ teil: "Sprachbausteine" }, { teil: "Sprachbausteine, Teil 1" }], "Sprachbausteine, Teil 1: Brief"),
    ).toEqual({
      teil: "Sprachbausteine, Teil 1",
    });
    const places = shipped.places("telc", "B1", [
      page("reading", "Leseverstehen, Teil 3"),
      page("sub", "Sprachbausteine, Teil 1"),
      page("sub", "Sprachbausteine, Teil 2"),
    ]);
    expect(brief(places)).toEqual(["reading 1/3", "reading 2/3", "reading 3/3"]);
  });

  it("without a blueprint Teil the title names the Teil; a page without a title is a Teil of its own", () => {
    const places = new ExamTeile(null).places("goethe", "B1", [
      page("reading", "Zusatz"),
      page("reading", "Zusatz"),
      page("reading", null),
      page("reading", null),
      page("listening", "Zusatz"),
    ]);
    expect(brief(places)).toEqual([
      "reading 1/3 text 1/2",
      "reading 1/3 text 2/2",
      "reading 2/3",
      "reading 3/3",
      "listening 1/1",
    ]);
  });

  it("a Teil named again after another is a Teil again; each module counts its own", () => {
    const teile = shipped.modules("telc", "A1", [
      page("listening", "Hörverstehen, Teil 1"),
      page("listening", "Hörverstehen, Teil 2"),
      page("reading", "Leseverstehen, Teil 1"),
      page("reading", "Leseverstehen, Teil 2"),
      page("reading", "Leseverstehen, Teil 1"),
    ]);
    expect(teile).toEqual([
      { skill: "listening", teilCount: 2 },
      { skill: "reading", teilCount: 3 },
    ]);
  });
});
