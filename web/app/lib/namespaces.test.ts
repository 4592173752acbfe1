import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBrowserI18n, withStrings } from './namespaces';

describe('withStrings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lets the data's own failure through when the strings fail too (offline: load the page as a document)", async () => {
    const instance = { hasResourceBundle: () => false, addResourceBundle: () => undefined } as unknown as i18n;
    setBrowserI18n(instance, 'en');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    // The service worker's answer to the route data comes after the strings' failure.
    const reload = new Response(null, { status: 302, headers: { 'X-Remix-Reload-Document': 'yes' } });
    const data = new Promise<never>((_, reject) => setTimeout(() => reject(reload), 20));
    await expect(withStrings(data, { titleKey: 'events', namespaces: ['events'] })).rejects.toBe(reload);
  });
});
