import type { MessageTree } from "./messageTree";

/** Audio uploads and the recorder of a listening part: [English, German]. */
export const mediaApp: MessageTree = {
  record: ["Record", "Aufnehmen"],
  recorder_title: ["Record the audio of this part", "Ton dieses Teils aufnehmen"],
  script: ["Script (transcript of this part)", "Skript (Transkript dieses Teils)"],
  no_script: [
    "This part has no transcript yet: write it in the Transcript field to read it here.",
    "Dieser Teil hat noch kein Transkript: im Feld „Transkript“ eintragen, um es hier abzulesen.",
  ],
  start: ["Start recording", "Aufnahme starten"],
  stop: ["Stop", "Stopp"],
  asking: ["Waiting for the microphone…", "Warte auf das Mikrofon…"],
  recording: ["Recording", "Aufnahme läuft"],
  level: ["Microphone level", "Mikrofonpegel"],
  elapsed: ["Recorded time", "Aufgenommene Zeit"],
  listen_back: ["Listen back", "Anhören"],
  rerecord: ["Record again", "Neu aufnehmen"],
  accept: ["Use this recording", "Aufnahme übernehmen"],
  saving: [
    "Storing and normalising the recording (-16 LUFS, Ogg and MP3)…",
    "Aufnahme wird gespeichert und normalisiert (-16 LUFS, Ogg und MP3)…",
  ],
  saved: [
    "The recording replaces the part's audio once you save the part.",
    "Die Aufnahme ersetzt den Ton des Teils, sobald der Teil gespeichert wird.",
  ],
  denied: [
    "The browser gives no access to a microphone. Allow it in the address bar, or connect one.",
    "Der Browser gibt keinen Zugriff auf ein Mikrofon. Bitte in der Adressleiste erlauben oder eines anschließen.",
  ],
  unsupported: ["This browser cannot record audio.", "Dieser Browser kann keinen Ton aufnehmen."],
  silent: [
    "Nothing was heard: check the microphone and record again.",
    "Es war nichts zu hören: bitte das Mikrofon prüfen und neu aufnehmen.",
  ],
  close: ["Close", "Schließen"],
  processing: ["Normalising…", "Wird normalisiert…"],
  normalised: [
    "Normalised: Ogg %{ogg} LUFS, MP3 %{mp3} LUFS, true peak at most %{peak} dBTP, %{seconds} s",
    "Normalisiert: Ogg %{ogg} LUFS, MP3 %{mp3} LUFS, Spitzenpegel höchstens %{peak} dBTP, %{seconds} s",
  ],
  not_normalised: [
    "Stored as uploaded, not normalised: the server has no ffmpeg.",
    "Unverändert gespeichert, nicht normalisiert: Auf dem Server fehlt ffmpeg.",
  ],
};
