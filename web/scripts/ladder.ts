/**
 * The ladder's module (issue #26, features/presentations/ladder.tsx): the small video's Play link
 * becomes its player in place (without the module, the link plays the file in the browser's own
 * player); the audio and the small video resume where this device left them (they play without
 * it, from the start), and reading the transcript on the page is counted as the "read" rung (the
 * Worker counts the files it serves).
 */
import { recordPosition, resumePoint } from './_media-resume.ts';
import { sendRungChoice } from './_rung-beacon.ts';
import { plainClick } from './_plain-click.ts';
import { requirePart, startModule } from './_module.ts';

/** Seconds between two records of the position while playing. */
const RECORD_EVERY_SECONDS = 5;

function follow(media: HTMLMediaElement, key: string) {
  let resumed = false;
  let last = -RECORD_EVERY_SECONDS;
  const seekToResumePoint = () => {
    const at = resumePoint(key, media.duration);
    if (at !== undefined && media.currentTime < at) media.currentTime = at;
  };
  media.addEventListener('play', () => {
    if (resumed) return;
    resumed = true;
    // With preload="none", nothing is known of the file before Play: seek once its length is.
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) seekToResumePoint();
    else media.addEventListener('loadedmetadata', seekToResumePoint, { once: true });
  });
  media.addEventListener('timeupdate', () => {
    if (!resumed || Math.abs(media.currentTime - last) < RECORD_EVERY_SECONDS) return;
    last = media.currentTime;
    recordPosition(key, media.currentTime);
  });
  const keep = () => {
    if (resumed && !media.ended && media.currentTime > 0) recordPosition(key, media.currentTime);
  };
  media.addEventListener('pause', keep);
  media.addEventListener('ended', () => recordPosition(key, undefined));
  window.addEventListener('pagehide', keep);
}

/**
 * The captions the rung lists (issue #35) as the video's tracks, labelled in their own language;
 * the first (the video's own language) shown when the page is in that language.
 */
function captionTracks(slot: HTMLElement): HTMLTrackElement[] {
  const links = slot.parentElement?.querySelectorAll<HTMLAnchorElement>('a[data-captions]') ?? [];
  const pageLanguage = document.documentElement.lang.slice(0, 2);
  return [...links].map((link) => {
    const track = document.createElement('track');
    track.kind = 'captions';
    track.src = link.href;
    track.srclang = link.dataset.captions ?? '';
    track.label = link.textContent?.trim() ?? track.srclang;
    if (track.srclang === pageLanguage) track.default = true;
    return track;
  });
}

/** The small video's Play link becomes the player in its place, playing (a user's gesture). */
function playHere(slot: HTMLElement, link: HTMLAnchorElement) {
  const video = document.createElement('video');
  video.controls = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.className = 'rung-media rung-video';
  video.width = Number(slot.dataset.width) || 256;
  video.height = Number(slot.dataset.height) || 144;
  if (slot.dataset.name) video.setAttribute('aria-label', slot.dataset.name);
  if (slot.dataset.lang) video.lang = slot.dataset.lang;
  const key = new URL(link.href).pathname;
  video.dataset.resumeKey = key;
  const source = document.createElement('source');
  source.src = link.href;
  if (slot.dataset.type) source.type = slot.dataset.type;
  video.append(source, ...captionTracks(slot));
  slot.replaceWith(video);
  follow(video, key);
  video.focus();
  void video.play().catch(() => {
    // Autoplay refused (a policy): the controls are there to press Play.
  });
}

/** Root: the ladder (features/presentations/ladder.tsx); the transcript it counts is the page's. */
export function init(ladder: HTMLElement): void {
  for (const slot of ladder.querySelectorAll<HTMLElement>('[data-video-slot]')) {
    const link = requirePart<HTMLAnchorElement>(slot, 'a.rung-play');
    link.addEventListener('click', (event) => {
      if (!plainClick(event)) return;
      event.preventDefault();
      playHere(slot, link);
    });
  }
  const presentationId = ladder.dataset.presentationId;
  for (const media of ladder.querySelectorAll<HTMLMediaElement>('[data-resume-key]')) {
    const key = media.dataset.resumeKey;
    if (key) follow(media, key);
  }
  // Reading on the page: the transcript opened by the reader (its summary, the ladder's link). A
  // page opened at a moment renders it open: that is no choice, so only an opening from closed counts.
  const transcript = document.querySelector<HTMLDetailsElement>('details#transcript');
  if (presentationId && transcript) {
    let open = transcript.open;
    transcript.addEventListener('toggle', () => {
      if (transcript.open && !open) sendRungChoice(presentationId, 'read');
      open = transcript.open;
    });
  }
}

startModule('ladder', init);
