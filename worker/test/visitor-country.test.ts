// The visitor's country for the cost of data (issue #26): chosen with `?country=` (kept in a cookie
// for a year), else the cookie, else Cloudflare's country (CF-IPCountry, else request.cf.country);
// a country not in the price table is unknown. Pages that show costs are kept per country.
import { beforeAll, describe, expect, it } from 'vitest';
import { exports } from 'cloudflare:workers';
import { ORIGIN, request } from './helpers';
import { pageCacheKey } from '../src/services/page-cache/page-cache';
import { pricedByCountry } from '../src/pages/page-shape';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

async function costsPage(path: string, headers: Record<string, string> = {}) {
  const response = await request(path, {
    headers: { accept: 'text/html', 'user-agent': BROWSER, cookie: 'i18n_redirected=en', ...headers },
  });
  const html = await response.text();
  return { response, html, current: /data-testid="data-costs-current"[^>]*>([^<]*)</.exec(html)?.[1] ?? '' };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the visitor's country", () => {
  beforeAll(async () => {
    // The first render of a fresh workerd is slow.
    await costsPage('/data-costs');
  }, 90_000);

  it('takes Cloudflare’s country from the CF-IPCountry header and sets no cookie', async () => {
    const { response, current } = await costsPage('/data-costs', { 'cf-ipcountry': 'ZA' });
    expect(response.status).toBe(200);
    expect(current).toContain('South Africa');
    expect(response.headers.get('set-cookie') ?? '').not.toContain('data_country');
  });

  it('takes request.cf.country when there is no CF-IPCountry header, the header first', async () => {
    const ask = (headers: Record<string, string>) =>
      exports.default.fetch(
        new Request(`${ORIGIN}/data-costs`, {
          headers: { accept: 'text/html', 'user-agent': BROWSER, cookie: 'i18n_redirected=en', ...headers },
          cf: { country: 'KE' },
        }),
      );
    const current = /data-testid="data-costs-current"[^>]*>([^<]*)</;
    expect(current.exec(await (await ask({})).text())?.[1]).toContain('Kenya');
    expect(current.exec(await (await ask({ 'cf-ipcountry': 'ZA' })).text())?.[1]).toContain('South Africa');
  });

  it('treats a country not in the table as unknown: sizes only', async () => {
    const { current, html } = await costsPage('/data-costs', { 'cf-ipcountry': 'DE' });
    expect(current).toContain('No country is chosen');
    expect(html).not.toContain('class="is-yours"');
  });

  it('saves a choice made with ?country= for a year (Lax, HttpOnly; Secure only on https)', async () => {
    const { response, current } = await costsPage('/data-costs?country=ng', { 'cf-ipcountry': 'ZA' });
    expect(current).toContain('Nigeria');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('data_country=NG');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
  });

  it('keeps the saved choice over Cloudflare’s country on the next page', async () => {
    const { current, response } = await costsPage('/data-costs', {
      'cf-ipcountry': 'ZA',
      cookie: 'i18n_redirected=en; data_country=NG',
    });
    expect(current).toContain('Nigeria');
    expect(response.headers.get('set-cookie') ?? '').not.toContain('data_country');
  });

  it('saves "none", which then wins over Cloudflare’s country', async () => {
    const chosen = await costsPage('/data-costs?country=none', { 'cf-ipcountry': 'ZA' });
    expect(chosen.response.headers.get('set-cookie') ?? '').toContain('data_country=none');
    expect(chosen.current).toContain('No country is chosen');
    const next = await costsPage('/data-costs', {
      'cf-ipcountry': 'ZA',
      cookie: 'i18n_redirected=en; data_country=none',
    });
    expect(next.current).toContain('No country is chosen');
  });

  it('ignores a ?country= that names no country of the table (no cookie, no error)', async () => {
    const { response, current } = await costsPage('/data-costs?country=%3Cscript%3E', { 'cf-ipcountry': 'KE' });
    expect(response.status).toBe(200);
    expect(current).toContain('Kenya');
    expect(response.headers.get('set-cookie') ?? '').not.toContain('data_country');
  });

  it('gives the country to the root data of every page', async () => {
    // The presentation page reads it (useRootData().country); the root loader's data says it.
    const response = await request('/about.data', { headers: { 'cf-ipcountry': 'GH', cookie: 'i18n_redirected=en' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"GH"');
  });
});

describe('the page cache and the country', () => {
  it('puts the country in the key only when the page is priced by country', () => {
    const variant = { locale: 'en', mode: 'full' } as const;
    const plain = pageCacheKey('example.org/about', variant, 'b1').url;
    const za = pageCacheKey('example.org/data-costs', { ...variant, country: 'ZA' }, 'b1').url;
    const none = pageCacheKey('example.org/data-costs', { ...variant, country: null }, 'b1').url;
    expect(plain).not.toContain('country=');
    expect(za).toContain('/country=ZA/example.org/data-costs');
    expect(none).toContain('/country=none/example.org/data-costs');
    expect(za).not.toBe(pageCacheKey('example.org/data-costs', { ...variant, country: 'KE' }, 'b1').url);
  });

  it('knows the routes whose handle says pricedByCountry', async () => {
    expect(await pricedByCountry('/data-costs')).toBe(true);
    expect(await pricedByCountry('/video-presentations/presentation-1')).toBe(true);
    expect(await pricedByCountry('/about')).toBe(false);
    expect(await pricedByCountry('/no/such/page')).toBe(false);
  });

  it('keeps a copy of a priced page per country: one country’s copy is never served to another', async () => {
    const path = '/data-costs';
    const untilHit = async (country: string) => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const answer = await costsPage(path, { 'cf-ipcountry': country });
        if (['hit', 'stale'].includes(answer.response.headers.get('x-page-cache') ?? '')) return answer;
        await sleep(100);
      }
      throw new Error(`${path} for ${country} was never served from the page cache`);
    };
    const za = await untilHit('ZA');
    expect(za.current).toContain('South Africa');
    const ke = await costsPage(path, { 'cf-ipcountry': 'KE' });
    expect(ke.current).toContain('Kenya');
    const keHit = await untilHit('KE');
    expect(keHit.current).toContain('Kenya');
    expect((await untilHit('ZA')).current).toContain('South Africa');
  });
});
