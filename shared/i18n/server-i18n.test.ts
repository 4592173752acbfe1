import { describe, expect, it } from 'vitest';
import { serverI18n, serverT } from './server-i18n';

describe('serverI18n', () => {
  it('builds one instance per locale and reuses it', () => {
    expect(serverI18n('fr')).toBe(serverI18n('fr'));
    expect(serverI18n('en')).not.toBe(serverI18n('fr'));
  });

  it('translates each locale in its UI language (combined reads French)', () => {
    expect(serverT('en', 'admin')('status.requested')).toBe('requested');
    expect(serverT('fr', 'admin')('status.requested')).toBe('demandée');
    expect(serverT('combined', 'admin')('status.requested')).toBe('demandée');
  });
});
