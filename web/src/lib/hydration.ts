/** The hydration payload: locale, assets and the router state the server rendered. */
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router-dom';
import type { Locale } from '../../../shared/constants/spec';
import type { DocumentAssets } from '../document';

export interface HydrationPayload {
  locale: Locale;
  assets: DocumentAssets;
  noScriptUrl: string | null;
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
}

type SerializedError =
  { kind: 'response'; status: number; statusText: string; data: unknown } | { kind: 'error'; message: string };

/** Errors as JSON (stack traces never leave the server). */
export function serializeErrors(errors: Record<string, unknown> | null): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? { kind: 'response', status: error.status, statusText: error.statusText, data: null }
      : { kind: 'error', message: 'An error occurred' };
  }
  return out;
}

export function deserializeErrors(errors: Record<string, SerializedError> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] =
      error.kind === 'response'
        ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data)
        : new Error(error.message);
  }
  return out;
}
