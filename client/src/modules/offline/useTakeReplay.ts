import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PENDING_CHANGED, pendingRecordings } from "../speaking/pendingRecordings";
import { uploadRecording } from "../speaking/upload";
import { isOffline, markReachable, onReachable } from "./connectivity";
import { once, replayTakes } from "./takeQueue";

/**
 * Sends the attempt's recordings left on the device (made offline, or before a reload or a closed tab) on load and
 * whenever the browser is online again, whichever task is on screen; each becomes its task's answer once uploaded.
 * Tells how many wait on the device, so the save line never says "saved" while a take is not on the server.
 */
export function useTakeReplay(attemptId: string, saveAnswer: (subQuestionId: string, recordingId: string) => void): number {
  const { t } = useTranslation("speaking");
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let live = true;
    const count = () => void pendingRecordings.list(attemptId).then((l) => live && setWaiting(l.length));
    count();
    window.addEventListener(PENDING_CHANGED, count);
    return () => {
      live = false;
      window.removeEventListener(PENDING_CHANGED, count);
    };
  }, [attemptId]);
  useEffect(() => {
    const replay = () => {
      if (isOffline()) return;
      void replayTakes({
        // a recording that got through shows the network is back: whatever else waits goes too
        list: async () =>
          (await pendingRecordings.list(attemptId)).map(({ subQuestionId, recording }) => ({
            subQuestionId,
            savedAt: recording.savedAt,
            blob: recording.blob,
          })),
        upload: async (take) =>
          (
            await once(`${attemptId}:${take.subQuestionId}`, () =>
              uploadRecording(take.blob, take.subQuestionId, () => undefined, t("upload.failed")),
            )
          ).recordingId,
        remove: (subQuestionId) => pendingRecordings.remove(attemptId, subQuestionId),
        saveAnswer,
      }).then((out) => out.sent.length && markReachable());
    };
    replay();
    return onReachable(replay);
  }, [attemptId, saveAnswer, t]);
  return waiting;
}
