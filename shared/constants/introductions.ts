/**
 * Limits of introductions (decision 0028), apart from the schemas so the pages' controls can use
 * them without shipping valibot.
 */
/** The member's reason for asking, at most this many characters. */
export const CONNECTION_REASON_MAX = 500;
/** A note with a step (the team's to the presenter, the presenter's answer), at most. */
export const CONNECTION_STEP_NOTE_MAX = 2000;
