import { isTranslated, ownWords } from "./translation-check";

const de = "„Die Sprechstunde ist im Hauptgebäude, Raum zweihundertvierzehn.“ – Raum 214: dort findet die Beratung statt.";

describe("translation check of explanations", () => {
  it("counts a copied German text as missing, also with changed spacing, markup or case", () => {
    expect(isTranslated({ de, fr: de }, "fr")).toBe(false);
    expect(isTranslated({ de, es: `<p>${de.toUpperCase()}</p>  ` }, "es")).toBe(false);
  });

  it("counts a nearly copied German text as missing: a word changed, or a German quotation with only a number after it", () => {
    expect(isTranslated({ de, fr: de.replace("dort", "hier") }, "fr")).toBe(false);
    expect(isTranslated({ de, es: "„Die Sprechstunde ist im Hauptgebäude, Raum zweihundertvierzehn.“ – sala 214." }, "es")).toBe(
      false,
    );
    expect(isTranslated({ de, en: "“Die Sprechstunde ist im Hauptgebäude, Raum zweihundertvierzehn” – 214." }, "en")).toBe(false);
  });

  it("accepts a translation, also when it quotes the German text", () => {
    const fr = "„Die Sprechstunde ist im Hauptgebäude, Raum zweihundertvierzehn.“ – la consultation a lieu dans la salle 214.";
    expect(isTranslated({ de, fr }, "fr")).toBe(true);
    expect(ownWords(fr, de)).toEqual(["la", "consultation", "lieu", "dans", "la", "salle"]);
    expect(isTranslated({ de, ar: "„تقع قاعة الاستشارة في المبنى الرئيسي، الغرفة 214“." }, "ar")).toBe(true);
  });

  it("counts a missing or empty text as missing and German as present", () => {
    expect(isTranslated({ de }, "es")).toBe(false);
    expect(isTranslated({ de, en: "  " }, "en")).toBe(false);
    expect(isTranslated({ de }, "de")).toBe(true);
    expect(isTranslated(undefined, "de")).toBe(false);
  });
});
