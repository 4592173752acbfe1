import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { readSettings, SettingsError } from '../src/env';

describe('Worker settings', () => {
  it('accepts the local configuration', () => {
    expect(readSettings(env).CONTENT_CACHE_TTL_SECONDS).toBe(300);
  });

  it('names the missing setting', () => {
    const { CONTENT_API_URL: _omitted, ...rest } = env;
    expect(() => readSettings({ ...rest } as typeof env)).toThrow(SettingsError);
    expect(() => readSettings({ ...rest } as typeof env)).toThrow(/CONTENT_API_URL/);
  });

  it('names a malformed setting', () => {
    expect(() => readSettings({ ...env, SITE_URL: 'not a url' })).toThrow(/SITE_URL must be an absolute URL/);
    expect(() => readSettings({ ...env, CONTENT_TIMEOUT_MS: 'soon' })).toThrow(/CONTENT_TIMEOUT_MS/);
  });

  it('leaves image resizing off unless set to "true", and refuses anything else', () => {
    expect(readSettings(env).IMAGE_RESIZING).toBe('false');
    expect(readSettings({ ...env, IMAGE_RESIZING: 'true' }).IMAGE_RESIZING).toBe('true');
    expect(() => readSettings({ ...env, IMAGE_RESIZING: 'yes' })).toThrow(/IMAGE_RESIZING/);
  });

  it('requires a service account outside the Firestore emulator', () => {
    const { FIRESTORE_EMULATOR_HOST: _omitted, ...rest } = env;
    expect(() => readSettings({ ...rest } as typeof env)).toThrow(/FIREBASE_SERVICE_ACCOUNT/);
  });
});
