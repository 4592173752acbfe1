// Accounts for browser tests, made through the test stack's Auth emulator REST API (the sign-up
// screens have their own journey in members.spec.ts).
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-conservation';

/** Calls the Auth emulator's REST API (`owner`: as the project's administrator). */
export async function identity(path: string, body: unknown, owner = false): Promise<Record<string, unknown>> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}
