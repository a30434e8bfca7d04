import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { session } from "../../../app/session";
import { PlayerSettingsQuery, UpdatePlayerSettingsMutation } from "./documents";

export interface PlayerSettings {
  /** 0 normal, 1 large, 2 largest. */
  textSize: number;
  highContrast: boolean;
  /** 0..1 */
  volume: number;
}

export const DEFAULT_SETTINGS: PlayerSettings = { textSize: 0, highContrast: false, volume: 1 };
const KEY = "playerSettings";

function clamp(s: Partial<PlayerSettings>): PlayerSettings {
  const textSize = Number.isInteger(s.textSize) ? Math.min(2, Math.max(0, s.textSize!)) : DEFAULT_SETTINGS.textSize;
  const volume = typeof s.volume === "number" && Number.isFinite(s.volume) ? Math.min(1, Math.max(0, s.volume)) : 1;
  return { textSize, highContrast: s.highContrast === true, volume };
}

function loadLocal(): PlayerSettings {
  try {
    return clamp(JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<PlayerSettings>);
  } catch {
    return DEFAULT_SETTINGS;
  }
}

function storeLocal(s: PlayerSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    /* storage unavailable: the settings last for this page */
  }
}

/**
 * The player's text size, contrast and volume: a registered learner's are kept on the server (and follow them to another
 * device), a guest's on this device. The device's copy also serves the first paint.
 */
export function usePlayerSettings(): [PlayerSettings, (change: Partial<PlayerSettings>) => void] {
  const registered = session.isLoggedIn();
  const [settings, setSettings] = useState<PlayerSettings>(loadLocal);
  const { data } = useQuery(PlayerSettingsQuery, { skip: !registered, fetchPolicy: "network-only" });
  const [update] = useMutation(UpdatePlayerSettingsMutation);
  const pending = useRef<number | null>(null);
  const queued = useRef<Partial<PlayerSettings>>({});

  const remote = data?.me && !data.me.isGuest ? data.me.playerSettings : null;
  useEffect(() => {
    if (!remote) return;
    const next = clamp(remote);
    setSettings(next);
    storeLocal(next);
  }, [remote]);

  const change = useCallback(
    (c: Partial<PlayerSettings>) => {
      setSettings((prev) => {
        const next = clamp({ ...prev, ...c });
        storeLocal(next);
        return next;
      });
      if (!registered) return;
      // the volume slider sends many changes: they are gathered and saved together
      queued.current = { ...queued.current, ...c };
      if (pending.current) window.clearTimeout(pending.current);
      const send = () => {
        pending.current = null;
        const input = queued.current;
        queued.current = {};
        void update({ variables: { input } }).catch(() => undefined);
      };
      if (c.volume === undefined) send();
      else pending.current = window.setTimeout(send, 300);
    },
    [registered, update],
  );
  return [settings, change];
}
