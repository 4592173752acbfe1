/**
 * Server actions (form posts) by key: the same functions serve a plain form post (no JavaScript)
 * and the browser's `/_action/<key>` request. An action validates with the shared schema and
 * answers data for the page; `status` sets the HTTP status of a refusal.
 */
import type { RouteActionArgs } from '../../../web/src/lib/route-data';
import type { LoaderServices } from './types';
import type { Bindings, Settings } from '../env';
import { formActions } from './forms';

export interface ActionServices extends LoaderServices {
  env: Bindings;
  settings: Settings;
  /** The client's address (CF-Connecting-IP), for rate limits. */
  clientIp: string;
}

export interface ActionResult {
  status: number;
  data: unknown;
}

export type ServerAction = (args: RouteActionArgs, services: ActionServices) => Promise<ActionResult>;

/** Every route's server action by key. */
export const serverActions: Record<string, ServerAction> = { ...formActions };
