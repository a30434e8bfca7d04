import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { RegisterAudioPlayMutation } from "../exam/documents";
import { isOffline, onReachable } from "./connectivity";
import { replayPlays } from "./playQueue";

/** Tells the server of the plays heard without a network, on load and whenever the browser is online again. */
export function usePlayReplay(attemptId: string): void {
  const client = useApolloClient();
  useEffect(() => {
    const replay = () => {
      if (isOffline()) return;
      void replayPlays(attemptId, (play) =>
        client.mutate({ mutation: RegisterAudioPlayMutation, variables: { ...play, text: play.text ?? undefined } }),
      );
    };
    replay();
    return onReachable(replay);
  }, [attemptId, client]);
}
