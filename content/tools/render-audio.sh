#!/usr/bin/env bash
# Renders an audio script (content/audio-scripts/<name>.txt) to German speech:
#   content/media/<family>/audio/<name>.ogg (Vorbis) and <name>.mp3, mono, 22.05 kHz, ~32 kbit/s (AUDIO_BITRATE=40k to change).
# <family> is the first dash-separated part of <name> (goethe-a1-1-hoeren-1 -> goethe).
#
# Usage:
#   bash content/tools/render-audio.sh content/audio-scripts/goethe-a1-1-hoeren-1.txt [more.txt ...]
#   bash content/tools/render-audio.sh --all            # every script in content/audio-scripts/
#   bash content/tools/render-audio.sh --all goethe     # only scripts whose name starts with "goethe-"
#
# Needs (authoring only, never at runtime or in CI): espeak-ng, sox, ffmpeg (with libvorbis and libmp3lame)
#   apt-get install -y espeak-ng sox ffmpeg
# If mbrola and the mbrola-de* voices are installed, they are used instead of the espeak-ng variants.
#
# Script format (see README.md):
#   voices: Ansage=n, Anna=f, Tom=m     first line: speaker names with gender f/m/n (n = announcer)
#   [pause 2]                           silence in seconds (decimals allowed)
#   Ansage: Sie hören nun ...           a line spoken by that speaker
#   [repeat]                            the whole recording so far is played again (after a 3 s pause)
#   # comment / blank lines             ignored
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CONTENT="$(cd "$HERE/.." && pwd)"
RATE=22050
BITRATE="${AUDIO_BITRATE:-32k}"
GAP="${AUDIO_LINE_GAP:-0.45}"   # silence between two spoken lines
TMPROOT="$(mktemp -d)"
trap 'rm -rf "$TMPROOT"' EXIT

for tool in espeak-ng sox ffmpeg; do
  command -v "$tool" >/dev/null || { echo "render-audio: $tool is missing (apt-get install -y espeak-ng sox ffmpeg)" >&2; exit 1; }
done

have_mbrola() { command -v mbrola >/dev/null && [ -e "/usr/share/mbrola/$1" ]; }

# Voice tables: espeak-ng voice (+variant), pitch (0-99), speed (words/min).
# Female speakers cycle through F_VOICES, male through M_VOICES, so two women in one dialogue differ.
ANN_VOICE="de+m3";  ANN_PITCH=42; ANN_SPEED=148
F_VOICES=("de+f3" "de+f2" "de+f4" "de+f5" "de+f1")
F_PITCH=(62 70 56 66 74)
M_VOICES=("de+m1" "de+m7" "de+m4" "de+m2" "de+m6")
M_PITCH=(38 30 46 34 50)
SPEED=152
if have_mbrola de1 && have_mbrola de2; then
  F_VOICES=("mb-de5" "mb-de7" "mb-de1" "mb-de3" "de+f4"); M_VOICES=("mb-de6" "mb-de2" "mb-de4" "mb-de8" "de+m4")
  have_mbrola de8 && ANN_VOICE="mb-de8"
fi

render_one() {
  local script="$1"
  local name family out tmp
  name="$(basename "$script" .txt)"
  family="${name%%-*}"
  out="$CONTENT/media/$family/audio"
  mkdir -p "$out"
  tmp="$TMPROOT/$name"
  rm -rf "$tmp"; mkdir -p "$tmp"

  declare -A voice=() pitch=() speed=()
  local nf=0 nm=0 n=0 lineno=0 segs=() first=1 line
  while IFS= read -r line || [ -n "$line" ]; do
    lineno=$((lineno + 1))
    line="${line%$'\r'}"
    # trim
    line="${line#"${line%%[![:space:]]*}"}"; line="${line%"${line##*[![:space:]]}"}"
    [ -z "$line" ] && continue
    [[ "$line" == \#* ]] && continue
    if [ $first -eq 1 ]; then
      first=0
      if [[ ! "$line" =~ ^voices:[[:space:]]*(.*)$ ]]; then
        echo "$script:$lineno: the first line must be 'voices: Name=f, Name=m, Ansage=n'" >&2; return 1
      fi
      local spec entry who g
      IFS=',' read -ra spec <<<"${BASH_REMATCH[1]}"
      for entry in "${spec[@]}"; do
        who="${entry%%=*}"; g="${entry##*=}"
        who="$(echo "$who" | sed 's/^ *//;s/ *$//')"; g="$(echo "$g" | tr -d ' ' | tr 'A-Z' 'a-z')"
        case "$g" in
          f) voice[$who]="${F_VOICES[$((nf % ${#F_VOICES[@]}))]}"; pitch[$who]="${F_PITCH[$((nf % ${#F_PITCH[@]}))]}"; speed[$who]=$SPEED; nf=$((nf + 1)) ;;
          m) voice[$who]="${M_VOICES[$((nm % ${#M_VOICES[@]}))]}"; pitch[$who]="${M_PITCH[$((nm % ${#M_PITCH[@]}))]}"; speed[$who]=$SPEED; nm=$((nm + 1)) ;;
          n) voice[$who]="$ANN_VOICE"; pitch[$who]=$ANN_PITCH; speed[$who]=$ANN_SPEED ;;
          *) echo "$script:$lineno: gender of '$who' must be f, m or n" >&2; return 1 ;;
        esac
      done
      continue
    fi
    if [[ "$line" =~ ^\[pause[[:space:]]+([0-9]+(\.[0-9]+)?)\]$ ]]; then
      n=$((n + 1))
      sox -n -r $RATE -c 1 -b 16 "$tmp/$n.wav" trim 0 "${BASH_REMATCH[1]}"
      segs+=("$tmp/$n.wav")
      continue
    fi
    if [[ "$line" == "[repeat]" ]]; then
      n=$((n + 1))
      sox -n -r $RATE -c 1 -b 16 "$tmp/$n.wav" trim 0 3
      local copy=("${segs[@]}")
      segs+=("$tmp/$n.wav" "${copy[@]}")
      continue
    fi
    if [[ "$line" =~ ^([^:]+):[[:space:]]*(.+)$ ]] && [ -n "${voice[${BASH_REMATCH[1]}]+x}" ]; then
      local who="${BASH_REMATCH[1]}" text="${BASH_REMATCH[2]}"
      n=$((n + 1))
      printf '%s' "$text" | espeak-ng -b 1 -v "${voice[$who]}" -p "${pitch[$who]}" -s "${speed[$who]}" -w "$tmp/raw$n.wav"
      # resample, soften the synthetic edge a little, add the gap after the line
      sox -G "$tmp/raw$n.wav" -r $RATE -c 1 -b 16 "$tmp/$n.wav" gain -3 highpass 80 lowpass 7000 pad 0 "$GAP"
      segs+=("$tmp/$n.wav")
      continue
    fi
    echo "$script:$lineno: not understood (unknown speaker or bad tag): $line" >&2
    return 1
  done <"$script"

  [ ${#segs[@]} -gt 0 ] || { echo "$script: nothing to render" >&2; return 1; }
  sox "${segs[@]}" "$tmp/all.wav" gain -n -2
  ffmpeg -loglevel error -y -i "$tmp/all.wav" -ac 1 -ar $RATE -c:a libvorbis -b:a "$BITRATE" "$out/$name.ogg"
  ffmpeg -loglevel error -y -i "$tmp/all.wav" -ac 1 -ar $RATE -c:a libmp3lame -b:a "$BITRATE" "$out/$name.mp3"
  local dur
  dur="$(soxi -D "$tmp/all.wav")"
  printf 'render-audio: %s -> media/%s/audio/%s.{ogg,mp3} (%.0f s)\n' "$script" "$family" "$name" "$dur"
  rm -rf "$tmp"
}

if [ $# -eq 0 ]; then
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 1
fi
if [ "$1" = "--all" ]; then
  prefix="${2:-}"
  shopt -s nullglob
  files=("$CONTENT/audio-scripts/${prefix:+$prefix-}"*.txt)
  [ ${#files[@]} -gt 0 ] || { echo "render-audio: no scripts found" >&2; exit 1; }
  set -- "${files[@]}"
fi
for f in "$@"; do render_one "$f"; done
