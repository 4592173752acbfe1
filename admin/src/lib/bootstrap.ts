/**
 * Reads what the Worker wrote into the console's page (`AdminBootstrap`): the language, the public
 * Firebase configuration and the session's member. It is checked like any data from outside; a page
 * without a valid bootstrap (e.g. the Vite dev server alone) cannot sign anyone in, so it says so.
 */
import * as v from 'valibot';
import { ADMIN_BOOTSTRAP_ELEMENT_ID, type AdminBootstrap } from '#shared/schemas/admin.ts';
import { LOCALES } from '#shared/constants/spec.ts';
import { sessionUserSchema } from './answer-schemas';

const bootstrapSchema: v.GenericSchema<unknown, AdminBootstrap> = v.object({
  locale: v.picklist(LOCALES),
  firebase: v.object({
    apiKey: v.string(),
    projectId: v.string(),
    authDomain: v.string(),
    authEmulatorHost: v.optional(v.string()),
  }),
  user: v.nullable(sessionUserSchema),
  introductions: v.optional(v.object({ targetWorkingDays: v.number(), capPerPresenter: v.number() }), {
    targetWorkingDays: 3,
    capPerPresenter: 5,
  }),
});

/** The page's bootstrap, or null when it is missing or not the expected shape. */
export function readBootstrap(doc: Document): AdminBootstrap | null {
  const text = doc.getElementById(ADMIN_BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(bootstrapSchema, data);
  return result.success ? result.output : null;
}
