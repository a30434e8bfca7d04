/*
 * npm run bench:feedback -w server: how long the automatic writing feedback takes for a text of 250
 * words (word count, content points, spelling with suggestions, register, connectors). The figure is
 * printed, not asserted: the goal is under 50 ms on the development machine.
 */
import { performance } from "node:perf_hooks";
import { writingFeedback, type WritingTask } from "../modules/productive/feedback";
import { createGermanSpeller } from "../modules/productive/spelling";

const PARAGRAPHS = [
  "Liebe Frau Berger,",
  "vielen Dank für Ihre Nachricht und die Einladung zum Sommerfest unserer Nachbarschaft. Ich habe mich sehr gefreut, dass Sie an mich gedacht haben.",
  "Leider kann ich am Samstag nicht kommen, weil meine Schwester an diesem Wochenende heiratet. Die Hochzeitsfeier findet in Hamburg statt, deshalb fahre ich schon am Freitag mit dem Zug los.",
  "Ich möchte Ihnen aber trotzdem helfen. Vielleicht kann ich am Donnerstag einen Kuchen backen und ihn bei Ihnen vorbeibringen. Ausserdem habe ich noch zwei Tische und sechs Stüle im Keller, die Sie gern ausleihen können.",
  "Wie viele Gäste erwarten Sie denn? Wenn Sie noch Hilfe bei der Vorbereitung brauchen, rufen Sie mich bitte an. Ich bin am Mittwochabend und am Donnerstag nach der Arbeit zu Hause.",
  "Für das nächste Fest im Herbst habe ich schon eine Idee: Wir könnten einen Flohmarkt im Hof organisieren. Dann lernen sich die neuen Mieter besser kennen, und die Kinder haben auch Spaß.",
  "Zum Schluss noch eine Frage: Darf ich meinen Hund mitbringen, wenn ich beim nächsten Treffen dabei bin? Er ist sehr ruhig und freundlich, aber ich weiß, dass nicht alle Nachbarn Hunde mögen.",
  "Ich wünsche Ihnen und allen Nachbarn ein schönes Fest mit gutem Wetter. Bitte grüßen Sie auch Ihren Mann von mir. Ich freue mich schon darauf, die Fotos zu sehen.",
  "Übrigens habe ich gestern mit Herrn Yilmaz aus dem dritten Stock gesprochen. Er kann leider auch nicht kommen, weil er Nachtschicht hat, aber er möchte gern Getränke spenden. Sie können ihn direkt fragen, wann er sie bringen soll.",
  "Mit freundlichen Grüßen",
  "Ihre Sabine Krüger",
];

function textOf(words: number): string {
  const all = PARAGRAPHS.join("\n\n");
  const tokens = all.split(/(\s+)/u);
  let count = 0;
  let out = "";
  for (const t of tokens) {
    if (/\S/u.test(t)) count += 1;
    if (count > words) break;
    out += t;
  }
  return out;
}

const task: WritingTask = {
  minWords: 200,
  maxWords: 300,
  kind: "formal_email",
  task: "<p>Ihre Nachbarin, Frau Berger, lädt Sie zum Sommerfest der Nachbarschaft ein. Schreiben Sie ihr eine E-Mail.</p>",
  points: [
    { text: "Bedanken Sie sich für die Einladung.", keywords: [] },
    { text: "Sagen Sie, warum Sie nicht kommen können.", keywords: ["leider", "weil"] },
    { text: "Bieten Sie Hilfe an.", keywords: ["helfen", "hilfe"] },
    { text: "Machen Sie einen Vorschlag für ein nächstes Fest.", keywords: ["idee", "vorschlag", "könnten"] },
  ],
};

function main(): void {
  let t = performance.now();
  const speller = createGermanSpeller();
  console.log(`dictionary loaded in ${(performance.now() - t).toFixed(0)} ms (once per process)`);
  const base = PARAGRAPHS.join(" ").split(/\s+/u).length;
  const text = textOf(Math.min(250, base));
  t = performance.now();
  const first = writingFeedback(text, task, speller);
  const cold = performance.now() - t;
  const runs: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    t = performance.now();
    writingFeedback(text, task, speller);
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `feedback for a ${first.wordCount}-word text: ${cold.toFixed(1)} ms the first time (suggestions for ${first.spelling.length} unknown words), ` +
      `${runs[10].toFixed(1)} ms median of 20 repeats (goal: under 50 ms)`,
  );
}

main();
