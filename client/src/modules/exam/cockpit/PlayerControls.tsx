import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { PlayerSettings } from "./usePlayerSettings";

/** Text size (three steps), high contrast and volume; kept per learner. */
export function PlayerControls({
  settings,
  onChange,
}: {
  settings: PlayerSettings;
  onChange: (change: Partial<PlayerSettings>) => void;
}) {
  const { t } = useTranslation("player");
  const volumeId = useId();
  return (
    <div className="player-controls" data-testid="player-controls">
      <fieldset className="control-group">
        <legend>{t("controls.textSize")}</legend>
        <div className="segmented">
          {[0, 1, 2].map((size) => (
            <button
              key={size}
              type="button"
              className={`seg seg-${size}`}
              aria-pressed={settings.textSize === size}
              onClick={() => onChange({ textSize: size })}
            >
              <span aria-hidden="true">A</span>
              <span className="visually-hidden">{t(`controls.size${size}`)}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <label className="control-toggle">
        <input type="checkbox" checked={settings.highContrast} onChange={(e) => onChange({ highContrast: e.target.checked })} />
        {t("controls.highContrast")}
      </label>
      <div className="control-volume">
        <label htmlFor={volumeId}>{t("controls.volume")}</label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(settings.volume * 100)}
          aria-valuetext={`${Math.round(settings.volume * 100)} %`}
          onChange={(e) => onChange({ volume: Number(e.target.value) / 100 })}
        />
      </div>
    </div>
  );
}
