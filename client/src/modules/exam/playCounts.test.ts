import i18next from "i18next";
import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/player.json";
import de from "../../locales/de/player.json";
import en from "../../locales/en/player.json";
import es from "../../locales/es/player.json";
import fr from "../../locales/fr/player.json";

async function tOf(lng: string, player: object) {
  const i = i18next.createInstance();
  await i.init({ lng, resources: { [lng]: { player } }, ns: ["player"], defaultNS: "player" });
  return i.t.bind(i);
}

describe("the play counts in every language", () => {
  it("Arabic uses its plural forms: the dual for two, the plural from three to ten, the singular from eleven", async () => {
    const t = await tOf("ar", ar);
    expect(t("audio.left", { count: 2 })).toBe("يمكنك تشغيل التسجيل مرتين أخريين.");
    expect(t("audio.left", { count: 3 })).toBe("يمكنك تشغيل التسجيل 3 مرات أخرى.");
    expect(t("audio.left", { count: 11 })).toBe("يمكنك تشغيل التسجيل 11 مرة أخرى.");
    expect(t("audio.limit", { count: 2 })).toBe("تستمع إلى التسجيل مرتين.");
    expect(t("audio.limit", { count: 4 })).toBe("تستمع إلى التسجيل 4 مرات.");
  });

  it("the other languages say one and several", async () => {
    expect((await tOf("de", de))("audio.left", { count: 3 })).toBe("Sie können den Hörtext noch 3-mal abspielen.");
    expect((await tOf("en", en))("audio.left", { count: 1 })).toBe("You can play the recording 1 more time.");
    expect((await tOf("en", en))("audio.left", { count: 3 })).toBe("You can play the recording 3 more times.");
    expect((await tOf("es", es))("audio.limit", { count: 3 })).toBe("Escucha el texto 3 veces.");
    expect((await tOf("fr", fr))("audio.limit", { count: 3 })).toBe("Vous entendez le texte 3 fois.");
  });
});
