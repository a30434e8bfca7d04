// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { CoreAdminContext, testDataProvider, type I18nProvider } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../i18n";
import { AudioRecorder } from "./AudioRecorder";
import type { RecorderDevice } from "./recorderDevice";

/** The console's German texts, looked up as react-admin does (dotted keys, %{placeholders}). */
const german: I18nProvider = {
  translate: (key, options = {}) => {
    const text = key.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], messages.de);
    return typeof text === "string" ? text.replace(/%\{(\w+)\}/g, (_, k: string) => String(options[k])) : key;
  },
  changeLocale: async () => undefined,
  getLocale: () => "de",
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <CoreAdminContext dataProvider={testDataProvider()} i18nProvider={german}>
    {children}
  </CoreAdminContext>
);

/**
 * happy-dom has no microphone: a device that opens at once (or refuses like a browser does), reports a fixed level and
 * hands back a small WebM blob on stop. Everything the author sees is the real component.
 */
function microphone({ level = 0.5, refuse }: { level?: number; refuse?: string } = {}) {
  const session = {
    mimeType: "audio/webm;codecs=opus",
    start: vi.fn(),
    level: () => level,
    stop: vi.fn(async () => new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: "audio/webm;codecs=opus" })),
    close: vi.fn(),
  };
  const device: RecorderDevice = {
    open: vi.fn(async () => {
      if (refuse) throw Object.assign(new Error(refuse), { name: refuse });
      return session;
    }),
  };
  return { device, session };
}

afterEach(cleanup);

const SCRIPT = "Sprecher: Achtung, eine Durchsage.\nDer Zug nach Hamburg fährt heute von Gleis 7.";

describe("AudioRecorder", () => {
  it("shows the script, records with a meter and the time, plays back and hands the recording over", async () => {
    const { device, session } = microphone();
    const onAccept = vi.fn(async () => ({ text: "Normalisiert: Ogg -16.0 LUFS", warning: false }));
    render(<AudioRecorder script={SCRIPT} onAccept={onAccept} device={device} />, { wrapper });
    expect(screen.getByRole("heading", { name: "Skript (Transkript dieses Teils)" })).toBeTruthy();
    expect(screen.getByText(/Der Zug nach Hamburg fährt heute von Gleis 7/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Aufnahme starten" }));
    await screen.findByText("Aufnahme läuft");
    expect(session.start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("progressbar", { name: "Mikrofonpegel" })).toBeTruthy();
    expect(screen.getByRole("timer", { name: "Aufgenommene Zeit" }).textContent).toMatch(/^\d+:\d\d$/);
    expect(screen.queryByRole("button", { name: "Aufnahme übernehmen" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Stopp" }));
    const player = (await screen.findByLabelText("Anhören", { selector: "audio" })) as HTMLAudioElement;
    expect(player.getAttribute("src")).toMatch(/^blob:/);
    expect(session.close).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Neu aufnehmen" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Aufnahme übernehmen" }));
    await screen.findByText("Normalisiert: Ogg -16.0 LUFS");
    expect(screen.getByText("Die Aufnahme ersetzt den Ton des Teils, sobald der Teil gespeichert wird.")).toBeTruthy();
    expect(onAccept).toHaveBeenCalledWith(expect.any(Blob), "aufnahme.webm");
  });

  it("records again from the listen-back step, opening the microphone anew", async () => {
    const { device, session } = microphone();
    render(<AudioRecorder script={SCRIPT} onAccept={vi.fn()} device={device} />, { wrapper });
    fireEvent.click(screen.getByRole("button", { name: "Aufnahme starten" }));
    fireEvent.click(await screen.findByRole("button", { name: "Stopp" }));
    fireEvent.click(await screen.findByRole("button", { name: "Neu aufnehmen" }));
    await screen.findByText("Aufnahme läuft");
    expect(device.open).toHaveBeenCalledTimes(2);
    expect(session.start).toHaveBeenCalledTimes(2);
    expect(screen.queryByLabelText("Anhören", { selector: "audio" })).toBeNull();
  });

  it("keeps the recording when the server refuses it: the message, and it can be sent again", async () => {
    const { device } = microphone({ level: 0 });
    const onAccept = vi
      .fn()
      .mockRejectedValueOnce(new Error("Die Aufnahme ist still oder viel zu leise; bitte näher am Mikrofon erneut aufnehmen."))
      .mockResolvedValueOnce({
        text: "Unverändert gespeichert, nicht normalisiert: Auf dem Server fehlt ffmpeg.",
        warning: true,
      });
    render(<AudioRecorder script={SCRIPT} onAccept={onAccept} device={device} />, { wrapper });
    fireEvent.click(screen.getByRole("button", { name: "Aufnahme starten" }));
    fireEvent.click(await screen.findByRole("button", { name: "Stopp" }));
    // nothing was heard all along: said before it is sent
    await screen.findByText("Es war nichts zu hören: bitte das Mikrofon prüfen und neu aufnehmen.");
    fireEvent.click(screen.getByRole("button", { name: "Aufnahme übernehmen" }));
    await screen.findByText(/Die Aufnahme ist still oder viel zu leise/);
    expect(screen.getByLabelText("Anhören", { selector: "audio" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Aufnahme übernehmen" }));
    await screen.findByText("Unverändert gespeichert, nicht normalisiert: Auf dem Server fehlt ffmpeg.");
    expect(onAccept).toHaveBeenCalledTimes(2);
  });

  it("says why when the browser refuses the microphone, and says where the script is missing", async () => {
    const { device } = microphone({ refuse: "NotAllowedError" });
    render(<AudioRecorder script={null} onAccept={vi.fn()} device={device} />, { wrapper });
    expect(screen.getByText(/Dieser Teil hat noch kein Transkript/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Aufnahme starten" }));
    await screen.findByText(/Der Browser gibt keinen Zugriff auf ein Mikrofon/);
    await waitFor(() => expect(screen.getByRole("button", { name: "Neu aufnehmen" })).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Aufnahme übernehmen" })).toBeNull();
  });
});
