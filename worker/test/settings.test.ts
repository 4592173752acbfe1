import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { LOCAL_SESSION_SECRET, readSettings, SettingsError } from '../src/env';
import { FRICTION_DELAY_STEP_MS } from '#shared/constants/rate-limits.ts';

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

  describe('production (no emulator) refuses a session secret that is not one, saying so at start-up', () => {
    const {
      FIREBASE_AUTH_EMULATOR_HOST: _auth,
      FIRESTORE_EMULATOR_HOST: _firestore,
      // The test stack's shorter friction is emulator mode's only.
      FRICTION_DELAY_STEP_MS: _step,
      ...production
    } = {
      ...env,
      FIREBASE_SERVICE_ACCOUNT: '{}',
      MAIL_TRANSPORT: 'http',
      MAIL_HTTP_URL: 'https://mail.example.org/send',
      MAIL_HTTP_TOKEN: 'token',
    } as Record<string, unknown>;
    const withSecret = (SESSION_SECRET: string) =>
      readSettings({ ...production, SESSION_SECRET } as unknown as typeof env);

    it('refuses the committed local secret', () => {
      expect((env as Record<string, unknown>).SESSION_SECRET).toBe(LOCAL_SESSION_SECRET);
      expect(() => withSecret(LOCAL_SESSION_SECRET)).toThrow(SettingsError);
      expect(() => withSecret(LOCAL_SESSION_SECRET)).toThrow(
        /SESSION_SECRET is the local stack’s committed value; outside emulator mode put a generated one/,
      );
    });

    it.each([
      ['a placeholder', 'REPLACE_WITH_A_LONG_RANDOM_SESSION_SECRET_VALUE', /placeholder/],
      ['one character repeated', 'x'.repeat(64), /too little entropy/],
      ['a repeated word', 'conservationconservationconservation', /too little entropy/],
    ])('refuses %s', (_case, value, reason) => {
      expect(() => withSecret(value)).toThrow(reason);
    });

    it('accepts a generated secret, and the local one in emulator mode', () => {
      expect(withSecret('q3Vx9+Lk2mT0zR7yBw1uFh8sNc4dJe6aPo5iGlYtXvU=').SESSION_SECRET).toHaveLength(44);
      expect(readSettings(env).SESSION_SECRET).toBe(LOCAL_SESSION_SECRET);
    });

    it('keeps the friction’s full wait: a shorter step only in emulator mode, a longer one anywhere', () => {
      const generated = 'q3Vx9+Lk2mT0zR7yBw1uFh8sNc4dJe6aPo5iGlYtXvU=';
      const settings = (more: Record<string, unknown>) =>
        readSettings({ ...production, SESSION_SECRET: generated, ...more } as unknown as typeof env);
      expect(settings({}).FRICTION_DELAY_STEP_MS).toBe(FRICTION_DELAY_STEP_MS);
      expect(FRICTION_DELAY_STEP_MS).toBe(500);
      expect(settings({ FRICTION_DELAY_STEP_MS: '800' }).FRICTION_DELAY_STEP_MS).toBe(800);
      expect(() => settings({ FRICTION_DELAY_STEP_MS: '7' })).toThrow(
        /FRICTION_DELAY_STEP_MS may be shorter than 500 ms only in emulator mode/,
      );
      // The test stack's (vitest.worker.config.ts), in emulator mode.
      expect(readSettings(env).FRICTION_DELAY_STEP_MS).toBeLessThan(FRICTION_DELAY_STEP_MS);
    });
  });
});
