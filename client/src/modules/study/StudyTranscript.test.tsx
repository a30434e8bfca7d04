// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderIn } from "../../test/render";
import { activeCueIndex, tokens, type Cue } from "./cues";
import { StudyTranscript } from "./StudyTranscript";

afterEach(cleanup);

const CUES: Cue[] = [
  { start: 0.3, end: 2.5, speaker: "Ansage", text: "Nummer eins." },
  { start: 3.2, end: 5.8, speaker: "Kunde", text: "Eine Fahrkarte nach Hamburg, bitte." },
  { start: 6.5, end: 8, speaker: "Frau am Schalter", text: "Hin und zurück?" },
];

let played: number[];
beforeEach(() => {
  played = [];
  // the browser's media element, as far as the study mode uses it: play from currentTime, pause
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.currentTime);
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("pause"));
  });
});

/** Moves the recording to `seconds` as the browser would report it. */
function playTo(audio: HTMLAudioElement, seconds: number) {
  act(() => {
    audio.currentTime = seconds;
    audio.dispatchEvent(new Event("timeupdate"));
  });
}

const active = () =>
  screen
    .getAllByTestId("study-cue")
    .filter((li) => li.getAttribute("aria-current") === "true")
    .map((li) => li.textContent);

describe("StudyTranscript", () => {
  it("highlights the sentence being spoken as the recording's time moves on", async () => {
    const { container } = await renderIn(<StudyTranscript cues={CUES} oggUrl="/a.ogg" mp3Url={null} onAddWord={vi.fn()} />);
    const audio = container.querySelector("audio")!;
    expect(active()).toEqual([]);
    playTo(audio, 1);
    expect(active()).toEqual([expect.stringContaining("Nummer eins.")]);
    playTo(audio, 4.1);
    expect(active()).toEqual([expect.stringContaining("Eine Fahrkarte nach Hamburg, bitte.")]);
    playTo(audio, 7);
    expect(active()).toEqual([expect.stringContaining("Hin und zurück?")]);
    // a long pause after the last sentence: nothing highlighted
    playTo(audio, 12);
    expect(active()).toEqual([]);
    // the transcript stays German and left to right whatever the interface language
    const list = screen.getByRole("list", { name: "Transkript" });
    expect(list.getAttribute("lang")).toBe("de");
    expect(list.getAttribute("dir")).toBe("ltr");
  });

  it("replays just one sentence from its play button (a native button: click, Enter, Space), and stops at its end", async () => {
    const { container } = await renderIn(<StudyTranscript cues={CUES} oggUrl="/a.ogg" mp3Url={null} onAddWord={vi.fn()} />);
    const audio = container.querySelector("audio")!;
    const second = screen.getByRole("button", { name: "Satz 2 abspielen: Kunde" });
    fireEvent.click(second);
    expect(played).toEqual([3.2]);
    expect(active()).toEqual([expect.stringContaining("Fahrkarte")]);
    playTo(audio, 5.9); // past the sentence's end: paused there
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    // a button: Enter activates it as a click does
    screen.getByRole("button", { name: "Satz 3 abspielen: Frau am Schalter" }).focus();
    fireEvent.click(document.activeElement!);
    expect(played).toEqual([3.2, 6.5]);
  });

  it("switches to 0.75× and back, saying so to assistive technology", async () => {
    const { container } = await renderIn(<StudyTranscript cues={CUES} oggUrl="/a.ogg" mp3Url={null} onAddWord={vi.fn()} />, {
      lang: "en",
    });
    const audio = container.querySelector("audio")!;
    const slow = screen.getByRole("button", { name: "Slower (0.75×)" });
    expect(slow.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(slow);
    expect(slow.getAttribute("aria-pressed")).toBe("true");
    expect(audio.playbackRate).toBe(0.75);
    fireEvent.click(slow);
    expect(audio.playbackRate).toBe(1);
  });

  it("offers a tapped word with its sentence for my words, in the interface language", async () => {
    const onAddWord = vi.fn().mockResolvedValue(undefined);
    await renderIn(<StudyTranscript cues={CUES} oggUrl="/a.ogg" mp3Url={null} onAddWord={onAddWord} />, { lang: "ar" });
    const words = within(screen.getByRole("group", { name: "كلمات الجملة 2" })).getAllByRole("button");
    expect(words.map((w) => w.textContent)).toEqual(["Eine", "Fahrkarte", "nach", "Hamburg", "bitte"]);
    // one stop for the keyboard per sentence's words; the arrow keys move between them
    expect(words.map((w) => w.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    words[0].focus();
    fireEvent.keyDown(words[0], { key: "ArrowRight" });
    expect(document.activeElement).toBe(words[1]);
    fireEvent.click(words[1]);
    const offer = screen.getByRole("dialog", { name: "أضف «Fahrkarte» إلى كلماتي" });
    expect(offer.getAttribute("dir")).toBe("rtl");
    await act(async () => {
      fireEvent.click(within(offer).getByRole("button", { name: "أضف إلى كلماتي" }));
    });
    expect(onAddWord).toHaveBeenCalledWith("Fahrkarte", "Eine Fahrkarte nach Hamburg, bitte.");
    expect(screen.getByTestId("study-added").textContent).toBe("أصبحت «Fahrkarte» في كلماتك.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("cues", () => {
  it("hold a sentence through a short pause, not a long one", () => {
    expect(activeCueIndex(CUES, 2.9)).toBe(0);
    expect(activeCueIndex(CUES, 3.15)).toBe(-1);
    expect(activeCueIndex(CUES, 3.2)).toBe(1);
  });

  it("cut a sentence into words and what lies between them", () => {
    expect(
      tokens("Hin- und Rückfahrt? Um 8.30 Uhr, ja!")
        .filter((t) => t.word)
        .map((t) => t.text),
    ).toEqual(["Hin", "und", "Rückfahrt", "Um", "8", "30", "Uhr", "ja"]);
    expect(
      tokens("„Zug“")
        .map((t) => t.text)
        .join(""),
    ).toBe("„Zug“");
  });
});
