import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";

export interface ChartPoint {
  id: string;
  /** The attempt's date, shown under its point. */
  date: Date;
  reading: number | null;
  listening: number | null;
}

const SERIES = [
  { key: "reading", skill: "READING", className: "series-reading" },
  { key: "listening", skill: "LISTENING", className: "series-listening" },
] as const;

/** The width of an element in CSS pixels, followed as it changes (the chart draws at its real size). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The percent of each module over the learner's submitted attempts, oldest first, with the pass mark as a dashed
 * line: an inline SVG drawn at the width it is shown at (so its texts keep their size at 360 px). Screen readers
 * get the same figures as a sentence.
 */
export function ProgressChart({ points, passPercent }: { points: ChartPoint[]; passPercent: number }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { ref, width } = useWidth(640);
  const height = 200;
  const rtl = lang === "ar";
  // The axis labels sit on the side the reading starts from (the right in Arabic); the points keep clear of the
  // edges so the first and last dates fit.
  const axis = 36;
  const inset = 28;
  const left = rtl ? 8 : axis;
  const right = rtl ? axis : 8;
  const pad = { top: 12, bottom: 28 };
  const plotW = width - left - right;
  const plotH = height - pad.top - pad.bottom;
  // Time runs along the reading direction: right to left in Arabic.
  const x = (i: number) => {
    const share = points.length === 1 ? 0.5 : i / (points.length - 1);
    const span = plotW - 2 * inset;
    return left + inset + span * (rtl ? 1 - share : share);
  };
  const y = (percent: number) => pad.top + plotH * (1 - percent / 100);
  const dayFormat = new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { day: "numeric", month: "numeric" });
  // Without the direction marks Arabic puts around the digits, so "23/11" reads as written inside the LTR text.
  const day = (date: Date) => dayFormat.format(date).replace(/[\u200e\u200f\u061c]/g, "");
  const every = Math.max(1, Math.ceil(points.length / Math.floor(plotW / 56)));
  const labelled = points.map((p, i) => i % every === 0 && (i === 0 || day(p.date) !== day(points[i - 1].date)));
  const summary = SERIES.map(({ key, skill }) => {
    const values = points.map((p) => p[key]).filter((v): v is number => v !== null);
    return values.length ? `${t(`exam.skill.${skill}`)}: ${values.map((v) => formatPercent(v, lang)).join(", ")}` : null;
  })
    .filter(Boolean)
    .join("; ");

  return (
    <figure className="chart" data-testid="progress-chart">
      <div ref={ref} className="chart-box">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={`${t("progress.chartLabel")}: ${summary}`}
        >
          {[0, 50, 100].map((v) => (
            <g key={v}>
              <line className="chart-grid" x1={left} x2={width - right} y1={y(v)} y2={y(v)} />
              <text
                className="chart-axis"
                x={rtl ? width - right + 6 : left - 6}
                y={y(v) + 4}
                textAnchor={rtl ? "start" : "end"}
                direction="ltr"
              >
                {v}
              </text>
            </g>
          ))}
          <line className="chart-pass" x1={left} x2={width - right} y1={y(passPercent)} y2={y(passPercent)} />
          {SERIES.map(({ key, className }) => {
            const pts = points
              .map((p, i) => (p[key] === null ? null : { x: x(i), y: y(p[key]), id: p.id }))
              .filter((p) => p !== null);
            return (
              <g key={key} className={className}>
                {pts.length > 1 && <polyline fill="none" points={pts.map((p) => `${p.x},${p.y}`).join(" ")} />}
                {pts.map((p) =>
                  key === "reading" ? (
                    <circle key={p.id} cx={p.x} cy={p.y} r={5} />
                  ) : (
                    <rect key={p.id} x={p.x - 4.5} y={p.y - 4.5} width={9} height={9} />
                  ),
                )}
              </g>
            );
          })}
          {points.map((p, i) =>
            labelled[i] ? (
              <text key={p.id} className="chart-axis" x={x(i)} y={height - 8} textAnchor="middle" direction="ltr">
                {day(p.date)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <figcaption className="chart-legend">
        <span className="legend-reading">{t("exam.skill.READING")}</span>
        <span className="legend-listening">{t("exam.skill.LISTENING")}</span>
        <span className="legend-pass">{t("progress.passLine", { percent: formatPercent(passPercent, lang) })}</span>
      </figcaption>
    </figure>
  );
}
