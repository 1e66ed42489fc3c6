#!/usr/bin/env bash
# The demo's own clip (public/assets/media): four seconds pushing slowly towards the mouth of the gallery's oven
# picture, its glow breathing, over a low brown-noise hum, made with Debian's ffmpeg. WebM and MP4 of one
# picture, its first frame as the poster (so the video takes the poster's place without a jump), and the same
# MP4 cut into an fMP4 HLS stream. oven.en.vtt's two cues (0–2 s, 2–4 s) are timed to these four seconds.
set -euo pipefail
cd "$(dirname "$0")/../public/assets"
source=gallery/bg-ovens.jpg
out=media
noise="anoisesrc=color=brown:amplitude=0.04:duration=4"
picture="[0:v]scale=1920:1080,zoompan=z='1+0.10*on/95':x='iw/2-(iw/zoom/2)':y='ih*0.52-(ih/zoom/2)':d=96:s=960x540:fps=24,eq=brightness='0.025*sin(2*PI*t*0.75)':eval=frame,format=yuv420p[v]"
encode() { ffmpeg -loglevel error -y -loop 1 -i "$source" -f lavfi -i "$noise" -filter_complex "$picture" -map '[v]' -map 1:a -t 4 "$@"; }
encode -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -c:a libopus -b:a 24k "$out/oven.webm"
encode -c:v libx264 -profile:v baseline -crf 30 -preset slow -c:a aac -b:a 32k -ac 1 -movflags +faststart "$out/oven.mp4"
ffmpeg -loglevel error -y -i "$out/oven.mp4" -frames:v 1 -q:v 5 "$out/oven.jpg"
rm -f "$out"/hls/*
ffmpeg -loglevel error -y -i "$out/oven.mp4" -c copy -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 \
  -hls_fmp4_init_filename oven-init.mp4 -hls_segment_filename "$out/hls/oven-%d.m4s" "$out/hls/oven.m3u8"
