/** Field pieces shared by the schemas (connections, answers, the console's). */
import * as v from 'valibot';

/** Optional text up to `max` characters: trimmed, '' read as absent. */
export const optionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );
