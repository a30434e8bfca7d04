#!/usr/bin/env bash
# Renders audio scripts to German speech in the exam's setting; the work is done by render-audio.mjs beside this file
# (see README.md). Authoring only, never at runtime or in CI.
#   bash content/tools/render-audio.sh content/audio-scripts/goethe-a1-1-hoeren-1.txt [more.txt ...]
#   bash content/tools/render-audio.sh --all [goethe|telc]
#   bash content/tools/render-audio.sh --voices [a1|a2|b1|b2|c1]
set -euo pipefail
exec node "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/render-audio.mjs" "$@"
