// The console's sign-in where local storage is refused (spec §8: "Auth persistence type error:
// warning only"): a warning, never an error, and signing in goes on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnWithoutLocalPersistence } from './auth-persistence';

afterEach(() => vi.restoreAllMocks());

describe('the auth persistence check', () => {
  it('warns (and logs no error) when the browser refuses local storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(warnWithoutLocalPersistence(refused)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('says nothing where local storage works', () => {
    const warn = vi.spyOn(console, 'warn');
    const values = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as unknown as Storage;
    expect(warnWithoutLocalPersistence(() => storage)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(values.size).toBe(0);
  });
});
