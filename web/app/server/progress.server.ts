/**
 * Where the signed-in member left an item, as their account knows it (decision 0025): the
 * presentation and article pages start there with no script (the link to the video at that
 * second, the article's paragraph at that share). The device's own record, newer or not, is the
 * pages' modules' business.
 */
import * as v from 'valibot';
import { inProgress, progressKey, type ProgressKind } from '#shared/lib/progress.ts';
import { progressEntrySchema } from '#shared/schemas/progress.ts';
import { isListItemId } from '#worker/src/services/members/lists.ts';
import { progressPath } from '#worker/src/services/members/progress.ts';
import { firestoreFor } from '#worker/src/services/members/from-settings.ts';
import type { LoaderServices } from './types.server';

/** The member's position in an item worth resuming (seconds, or the share read), or undefined. */
export async function accountProgress(
  services: LoaderServices,
  kind: ProgressKind,
  id: string,
  duration?: number,
): Promise<number | undefined> {
  if (!services.user || !isListItemId(id)) return undefined;
  try {
    const document = await firestoreFor(services.settings, services.env).get(
      `${progressPath(services.user.uid)}/${progressKey({ kind, id })}`,
    );
    const parsed = v.safeParse(progressEntrySchema, document?.data);
    return parsed.success && parsed.output.kind === kind && inProgress(parsed.output, duration)
      ? parsed.output.at
      : undefined;
  } catch (error) {
    // Resuming is a help, not the page: without it the item starts at its beginning.
    services.onError(error);
    return undefined;
  }
}
