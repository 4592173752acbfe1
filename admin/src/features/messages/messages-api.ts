/** The contact messages' calls of the admin API. */
import { apiRequest } from '../../lib/api-client';
import { contactMessageAnswerSchema, contactMessagePageSchema } from '../../lib/answer-schemas';

export const fetchMessages = (search: string, signal: AbortSignal) =>
  apiRequest(`/api/admin/messages?${search}`, contactMessagePageSchema, { signal });

export const markHandled = (id: string, handled: boolean) =>
  apiRequest(`/api/admin/messages/${encodeURIComponent(id)}/handled`, contactMessageAnswerSchema, {
    method: 'POST',
    body: { handled },
  });
