/**
 * The video player on pages without React (components/video-player.tsx renders it): the server's
 * facade is a poster and a link to the video on YouTube, which is all a browser without scripts
 * gets. Here the link becomes a Play button that inserts YouTube's privacy-enhanced player only
 * when pressed (nothing is asked of YouTube before), driven over its postMessage API
 * (_youtube-bridge.ts). On a presentation page (decision 0026, 0025):
 * - the transcript's times (`?t=95#t-95` links) seek the playing video, or make Play start there
 *   before it plays; the address follows, the page does not move; the line being spoken is marked
 *   (`aria-current="time"`) as the player reports its time;
 * - "Read the transcript instead" opens the transcript at its target;
 * - where the viewer is, is kept on the device every few seconds while it plays and, for a member,
 *   sent to their account when the page is hidden (lib/progress.ts, `PUT /api/progress`); Play
 *   resumes there when the address names no moment.
 * Every text comes from the page (data attributes the server wrote in the reader's language).
 */
import { formatMoment, segmentAt } from '#shared/lib/moments.ts';
import { MOMENT_PARAM } from '#shared/lib/moment-param.ts';
import { inProgress } from '#shared/lib/progress.ts';
import { deviceProgress, recordProgress, syncProgress } from '../app/lib/progress.ts';
import { connectYouTubePlayer, type YouTubeBridge } from './_youtube-bridge.ts';
import { youtubeEmbedUrl } from './_youtube-embed.ts';
import { sendRungChoice } from './_rung-beacon.ts';
import { plainClick } from './_plain-click.ts';
import { PartError, requirePart, startModule } from './_module.ts';

/** Seconds of play between two records on the device. */
const RECORD_EVERY_SECONDS = 5;

/** The page's transcript lines with their start times (a timed transcript), if any. */
function transcriptLines(): { items: HTMLElement[]; starts: { start: number }[] } {
  const items = [...document.querySelectorAll<HTMLElement>('.transcript-lines [data-start]')];
  return { items, starts: items.map((item) => ({ start: Number(item.dataset.start) })) };
}

function markLine(items: HTMLElement[], index: number) {
  if (index < 0) return;
  items.forEach((item, position) => {
    if (position === index) item.setAttribute('aria-current', 'time');
    else item.removeAttribute('aria-current');
  });
}

/**
 * Opens the disclosure the link leads to (or the one around its target, a transcript line), shows
 * the target and puts the keyboard on it (its summary, or its first link).
 */
function openTarget(event: MouseEvent, link: HTMLAnchorElement) {
  if (!plainClick(event)) return;
  const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
  const details = target instanceof HTMLDetailsElement ? target : target?.closest('details');
  if (!target || !details) return;
  event.preventDefault();
  details.open = true;
  target.scrollIntoView({ block: 'start' });
  const focusable = target === details ? details.querySelector('summary') : target.querySelector('a');
  focusable?.focus({ preventScroll: true });
}

/** Root: the player (components/video-player.tsx); the transcript it drives is the page's. */
export function init(root: HTMLElement): void {
  const link = requirePart<HTMLAnchorElement>(root, 'a.video-play');
  const screen = requirePart(root, '.video-screen');
  const videoId = root.dataset.videoId;
  if (!videoId) throw new PartError('video-player: no data-video-id on its root');
  const data = root.dataset;
  const progress = data.progressId
    ? { id: data.progressId, title: data.progressTitle ?? '', path: data.progressPath ?? location.pathname }
    : undefined;
  const duration = data.duration ? Number(data.duration) : undefined;
  const signedIn = data.signedIn === 'true';
  let bridge: YouTubeBridge | undefined;
  let start: number | undefined = data.start ? Number(data.start) : undefined;
  // Without a moment in the address, Play resumes where this device last left the video, or else
  // where the member's account says they did (the server's `data-resume`).
  if (start === undefined && progress) {
    const stored = deviceProgress('presentation', progress.id);
    if (stored && inProgress(stored.entry, duration)) start = stored.entry.at;
    else if (data.resume) start = Number(data.resume);
  }

  // The link to YouTube becomes the Play button (the same picture, the page's own words).
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  const describedBy = link.getAttribute('aria-describedby');
  if (describedBy) button.setAttribute('aria-describedby', describedBy);
  button.append(...Array.from(link.childNodes));
  link.replaceWith(button);
  const label = button.querySelector<HTMLElement>('.video-play-label');
  const say = (at: number | undefined) => {
    const time = at !== undefined && at >= 1 ? formatMoment(at) : undefined;
    const text = (time ? data.labelFrom : data.label) ?? '';
    const name = (time ? data.nameFrom : data.name) ?? text;
    if (label) label.textContent = text.replace('{time}', time ?? '');
    button.setAttribute('aria-label', name.replace('{time}', time ?? ''));
  };
  say(start);

  const { items, starts } = transcriptLines();
  const record = (at: number | undefined) => {
    if (progress && at !== undefined) recordProgress({ kind: 'presentation', ...progress, at });
  };
  const leave = () => {
    record(bridge?.currentTime());
    if (progress && signedIn) void syncProgress({ keepalive: true });
  };

  const play = () => {
    const offline = root.querySelector<HTMLElement>('.video-offline');
    // Offline, the player cannot load: say so, and leave the transcript as the way in.
    if (navigator.onLine === false) {
      if (offline) offline.hidden = false;
      return;
    }
    // The "watch" rung chosen (issue #26): the Worker does not see YouTube's player load.
    if (progress) sendRungChoice(progress.id, 'watch');
    const iframe = document.createElement('iframe');
    iframe.src = youtubeEmbedUrl(videoId, { autoplay: true, start, origin: location.origin });
    iframe.title = data.title ?? '';
    iframe.allow =
      'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';
    iframe.allowFullscreen = true;
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    screen.replaceChildren(iframe);
    root.dataset.state = 'playing';
    // Keyboard users land in the player they just started.
    iframe.focus();
    bridge = connectYouTubePlayer(iframe);
    let last = -RECORD_EVERY_SECONDS;
    let line = -1;
    bridge.onTime((seconds) => {
      const now = segmentAt(starts, seconds);
      if (now !== line && now >= 0) markLine(items, now);
      line = now;
      if (Math.abs(seconds - last) < RECORD_EVERY_SECONDS) return;
      last = seconds;
      record(seconds);
    });
  };
  button.addEventListener('click', play);

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && bridge) leave();
  });
  window.addEventListener('pagehide', () => bridge && leave());

  // A transcript time: the moment in the address, and the player there (or Play, before it plays).
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const transcriptLink = target?.closest<HTMLAnchorElement>('a.video-transcript-link');
    if (transcriptLink) return openTarget(event, transcriptLink);
    const time = target?.closest<HTMLAnchorElement>('a.transcript-time');
    const item = time?.closest<HTMLElement>('[data-start]');
    if (!time || !item || !plainClick(event)) return;
    event.preventDefault();
    const second = Number(item.dataset.start);
    const address = new URL(location.href);
    address.searchParams.set(MOMENT_PARAM, String(second));
    address.hash = '';
    history.replaceState(history.state, '', address);
    markLine(items, items.indexOf(item));
    if (bridge) bridge.seekTo(second);
    else {
      start = second;
      say(start);
    }
  });
}

startModule('video-player', init);
