/**
 * A presenter's recorded answer (decision 0040): checked from its bytes (shared/lib/audio-check.ts:
 * audio of a known format, no video track, a readable length), at most RECORDING_MAX_BYTES and
 * RECORDING_MAX_SECONDS, then stored in the R2 bucket MEDIA under `answers/`. A refusal stores
 * nothing and says why (an i18next key of the `answers` namespace).
 */
import { AUDIO_FORMATS, checkAudio } from '#shared/lib/audio-check.ts';
import { RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS } from '#shared/constants/answers.ts';
import type { Recording } from '#shared/schemas/answers.ts';
import { ApiError } from '../api-error';

const refused = (reason: string, values: Record<string, number> = {}) =>
  new ApiError(400, `recording_${reason}`, `answers:errors.recording.${reason}`, { values });

/** A file field that holds a file (an empty file input sends a nameless, empty one). */
export const isGivenFile = (value: FormDataEntryValue | null): value is File =>
  typeof value === 'object' && value !== null && value.size > 0;

/**
 * The recording's bytes checked: throws ApiError 400 (`recording_tooLarge`, `recording_notAudio`,
 * `recording_video`, `recording_unreadable`, `recording_tooLong`) and stores nothing when it is
 * not a short audio file; else its format and length.
 */
export async function checkRecording(
  file: File,
): Promise<{ bytes: Uint8Array; contentType: string; extension: string; seconds: number }> {
  // The size first, before reading it: a file over the limit is never read whole.
  if (file.size > RECORDING_MAX_BYTES) throw refused('tooLarge', { max: RECORDING_MAX_BYTES / 1024 / 1024 });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkAudio(bytes);
  if (!check.ok) throw refused(check.reason);
  if (check.seconds > RECORDING_MAX_SECONDS) throw refused('tooLong', { max: RECORDING_MAX_SECONDS / 60 });
  const format = AUDIO_FORMATS[check.format];
  return {
    bytes,
    contentType: format.contentType,
    extension: format.extension,
    seconds: Math.round(check.seconds * 10) / 10,
  };
}

/** Stores a checked recording of answer `id` in MEDIA; a new key for every upload. */
export async function storeRecording(
  bucket: R2Bucket,
  id: string,
  checked: Awaited<ReturnType<typeof checkRecording>>,
): Promise<Recording> {
  const key = `answers/${id}/${crypto.randomUUID()}.${checked.extension}`;
  await bucket.put(key, checked.bytes, { httpMetadata: { contentType: checked.contentType } });
  return { key, bytes: checked.bytes.byteLength, seconds: checked.seconds, type: checked.contentType };
}

/** Removes a recording (a withdrawn answer keeps no copy). */
export async function deleteRecording(bucket: R2Bucket, recording: Recording | null): Promise<void> {
  if (recording) await bucket.delete(recording.key);
}
