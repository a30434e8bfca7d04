// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WordCardFieldsFragment } from "../../gql/graphql";
import { renderIn } from "../../test/render";
import { WordReviewCard } from "./WordReviewCard";

afterEach(cleanup);

const NOW = new Date("2026-03-02T08:00:00Z");
const CARD: WordCardFieldsFragment = {
  id: "7",
  word: "Fahrkarte",
  sentence: "Eine Fahrkarte nach Hamburg, bitte.",
  source: "Goethe A1 Modellsatz 1 · Hören, Teil 1",
  note: null,
  meaning: null,
  audio: null,
  due: NOW.toISOString(),
  state: "NEW",
  reviews: 0,
  createdAt: NOW.toISOString(),
  schedule: [
    { rating: "AGAIN", due: "2026-03-02T08:01:00Z" },
    { rating: "HARD", due: "2026-03-02T08:06:00Z" },
    { rating: "GOOD", due: "2026-03-02T08:10:00Z" },
    { rating: "EASY", due: "2026-03-10T08:00:00Z" },
  ],
};

describe("WordReviewCard", () => {
  it("shows the German word first, then its sentence, source and the four ratings with their next dates", async () => {
    const onRate = vi.fn().mockResolvedValue(undefined);
    await renderIn(
      <WordReviewCard card={CARD} position={1} total={3} lang="de" now={NOW} onRate={onRate} onSaveNote={vi.fn()} />,
    );
    expect(screen.getByTestId("word-front").textContent).toBe("Fahrkarte");
    expect(screen.getByTestId("word-front").getAttribute("lang")).toBe("de");
    expect(screen.queryByText(/Hamburg/)).toBeNull();
    expect(screen.queryByRole("group", { name: "Wie gut wussten Sie es?" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Satz zeigen" }));
    const back = screen.getByTestId("word-back");
    expect(back.querySelector("mark")?.textContent).toBe("Fahrkarte");
    expect(back.textContent).toContain("Eine Fahrkarte nach Hamburg, bitte.");
    expect(back.textContent).toContain("Aus: Goethe A1 Modellsatz 1 · Hören, Teil 1");
    const ratings = within(screen.getByRole("group", { name: "Wie gut wussten Sie es?" })).getAllByRole("button");
    expect(ratings.map((b) => b.textContent)).toEqual([
      "Nochmal, in 1 Minute",
      "Schwer, in 6 Minuten",
      "Gut, in 10 Minuten",
      "Leicht, in 8 Tagen",
    ]);
    await act(async () => {
      fireEvent.click(ratings[2]);
    });
    expect(onRate).toHaveBeenCalledWith("GOOD");
  });

  it("shows the meaning in the learner's language and plays the sentence from its start to its end", async () => {
    const card = {
      ...CARD,
      meaning: "تذكرة سفر",
      audio: { start: 12.5, end: 15.25, sources: [{ url: "/media/goethe/audio/a1.ogg", mimeType: "audio/ogg" }] },
    };
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    await renderIn(
      <WordReviewCard card={card} position={1} total={1} lang="ar" now={NOW} onRate={vi.fn()} onSaveNote={vi.fn()} />,
      {
        lang: "ar",
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "أظهر الجملة" }));
    expect(screen.getByTestId("word-meaning").textContent).toBe("المعنى: تذكرة سفر");
    const audio = screen.getByTestId<HTMLAudioElement>("word-audio");
    expect(audio.querySelector("source")?.getAttribute("src")).toBe("/media/goethe/audio/a1.ogg");
    fireEvent.click(screen.getByTestId("word-play"));
    expect(play).toHaveBeenCalled();
    expect(audio.currentTime).toBe(12.5);
    expect(screen.getByTestId("word-play").getAttribute("aria-pressed")).toBe("true");
    play.mockRestore();
  });

  it("shows no meaning or player where there is none (German learners, a part without timings)", async () => {
    await renderIn(
      <WordReviewCard card={CARD} position={1} total={1} lang="de" now={NOW} onRate={vi.fn()} onSaveNote={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Satz zeigen" }));
    expect(screen.queryByTestId("word-meaning")).toBeNull();
    expect(screen.queryByTestId("word-play")).toBeNull();
  });

  it("keeps the learner's note or translation", async () => {
    const onSaveNote = vi.fn().mockResolvedValue(undefined);
    await renderIn(
      <WordReviewCard card={CARD} position={1} total={1} lang="en" now={NOW} onRate={vi.fn()} onSaveNote={onSaveNote} />,
      { lang: "en" },
    );
    fireEvent.click(screen.getByRole("button", { name: "Show sentence" }));
    fireEvent.change(screen.getByLabelText("Your note or translation"), { target: { value: "ticket" } });
    fireEvent.click(screen.getByRole("button", { name: "Save note" }));
    expect(onSaveNote).toHaveBeenCalledWith("ticket");
  });

  it("speaks Arabic around the German word, with Latin digits", async () => {
    await renderIn(
      <WordReviewCard card={CARD} position={2} total={5} lang="ar" now={NOW} onRate={vi.fn()} onSaveNote={vi.fn()} />,
      {
        lang: "ar",
      },
    );
    expect(screen.getByText("الكلمة 2 من 5")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "أظهر الجملة" }));
    const good = screen.getByTestId("rate-good");
    expect(good.textContent).toContain("جيد");
    expect(good.textContent).toMatch(/10/);
  });
});
