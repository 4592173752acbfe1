// Access tokens of the local content service: random opaque strings with an expiry, revocable at once.

export interface IssuedToken {
  accessToken: string;
  expiresInSeconds: number;
}

export class TokenStore {
  readonly #lifetimeSeconds: number;
  readonly #now: () => number;
  /** Token → expiry time in epoch milliseconds. */
  readonly #expiries = new Map<string, number>();

  constructor(lifetimeSeconds: number, now: () => number) {
    if (!Number.isInteger(lifetimeSeconds) || lifetimeSeconds < 1) {
      throw new Error(`Token lifetime must be a whole number of seconds >= 1, got ${lifetimeSeconds}`);
    }
    this.#lifetimeSeconds = lifetimeSeconds;
    this.#now = now;
  }

  issue(): IssuedToken {
    this.#dropExpired();
    const accessToken = randomToken();
    this.#expiries.set(accessToken, this.#now() + this.#lifetimeSeconds * 1000);
    return { accessToken, expiresInSeconds: this.#lifetimeSeconds };
  }

  /** True for a token this store issued, that has not expired and was not revoked. */
  isValid(token: string): boolean {
    const expiresAt = this.#expiries.get(token);
    return expiresAt !== undefined && this.#now() < expiresAt;
  }

  revokeAll(): void {
    this.#expiries.clear();
  }

  #dropExpired(): void {
    const now = this.#now();
    for (const [token, expiresAt] of this.#expiries) if (now >= expiresAt) this.#expiries.delete(token);
  }
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
