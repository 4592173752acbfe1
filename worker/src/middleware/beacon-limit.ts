/**
 * The beacons' rate limit (decision 0016): what a page reports by itself (`POST /api/page-views`,
 * `POST /api/rung-choices`) costs nobody much, but every one is a data point in the console's
 * counts, so one client address may send at most the BEACON_LIMIT binding's number per minute
 * (Workers Rate Limiting, counted per Cloudflare location) of each kind; past it, 429 with
 * Retry-After and nothing counted. The binding keeps its counters for the period only; no address
 * is stored. Without the binding, or when it fails, the beacon goes through: a count is not worth
 * refusing a reader.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../services/api-error';
import { clientLimitKey } from '../services/limits/client-key';

/** The binding's period (wrangler.toml `simple.period`): what a refused client waits at most. */
const PERIOD_SECONDS = 60;

type Counted = 'page-views' | 'rung-choices' | 'served-rungs';

/**
 * Whether the request's client address may count one more `kind` this minute. Without the binding,
 * or when it fails, yes: a count is not worth refusing a reader.
 */
export async function withinBeaconLimit(c: Context<AppEnv>, kind: Counted): Promise<boolean> {
  const limiter = c.env.BEACON_LIMIT;
  if (!limiter) return true;
  // Cloudflare sets CF-Connecting-IP on every request; the local stack may not.
  // An IPv6 client is its /64 (services/limits/client-key.ts).
  const client = clientLimitKey(c.req.header('cf-connecting-ip') ?? 'local');
  try {
    return (await limiter.limit({ key: `${kind}:${client}` })).success;
  } catch (error) {
    console.warn('beacon limit not read:', error instanceof Error ? error.message : error);
    return true;
  }
}

export const beaconLimit = (beacon: 'page-views' | 'rung-choices') =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await withinBeaconLimit(c, beacon))) {
      throw new ApiError(429, 'rate_limited', undefined, { retryAfterSeconds: PERIOD_SECONDS });
    }
    await next();
  });
