/**
 * A rung of a presentation's ladder (issue #26) that a reader chose, as a page reports it when the
 * Worker cannot see the choice (reading the transcript on the page, pressing Play on the video
 * player): `POST /api/rung-choices`. The Worker counts the others itself (decision 0016).
 */
import * as v from 'valibot';

/** The ladder's rungs, cheapest first: the transcript, the audio, the smallest video, the player. */
export const RUNGS = ['read', 'listen', 'watch-small', 'watch'] as const;
export type Rung = (typeof RUNGS)[number];

/** A beacon is about fifty bytes; anything much larger is not one. */
export const RUNG_CHOICE_MAX_BYTES = 1024;

/**
 * A content item's id as the site's addresses carry it: 1 to 128 characters, no slash, no space
 * and no control character (the content schema's ids, kept to what a path segment holds).
 */
export const PRESENTATION_ID_PATTERN = /^[^\s/\\\p{C}]{1,128}$/u;

export const RUNG_CHOICE_ERRORS = {
  presentationIdInvalid: 'member:errors.presentationIdInvalid',
  rungInvalid: 'member:errors.rungInvalid',
} as const;

/**
 * The rungs a page may report: only those the Worker cannot see. It counts the others itself, as it
 * serves their files, so a beacon cannot add to them.
 */
export const BEACON_RUNGS = ['read', 'watch'] as const satisfies readonly Rung[];

export const rungChoiceSchema = v.object({
  presentationId: v.pipe(
    v.string(RUNG_CHOICE_ERRORS.presentationIdInvalid),
    v.regex(PRESENTATION_ID_PATTERN, RUNG_CHOICE_ERRORS.presentationIdInvalid),
  ),
  rung: v.picklist(BEACON_RUNGS, RUNG_CHOICE_ERRORS.rungInvalid),
});
/** A choice as the Worker counts it (any rung). */
export interface RungChoice {
  presentationId: string;
  rung: Rung;
}
