/**
 * The site's session endpoints, as the console uses them: open a session from a Firebase ID token
 * (`POST /api/session`, which sets the HttpOnly cookie) and close it (`DELETE /api/session`).
 */
import * as v from 'valibot';
import { apiRequest } from './api-client';
import { sessionAnswerSchema } from './answer-schemas';

export const openSession = (idToken: string) =>
  apiRequest('/api/session', sessionAnswerSchema, { method: 'POST', body: { idToken } });

export const closeSession = () => apiRequest('/api/session', v.unknown(), { method: 'DELETE' });
