/** The public Firebase web configuration the auth and account pages need (nothing secret). */
export interface FirebasePublicConfig {
  apiKey: string;
  projectId: string;
  authDomain: string;
  /** "127.0.0.1:9099" in the local stack (emulator mode); absent in production. */
  authEmulatorHost?: string;
}

/** What the guard loaders of the auth and account areas return. */
export interface GuardData {
  firebase: FirebasePublicConfig;
}
