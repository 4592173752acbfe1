/** The contact messages' calls of the admin API; each answers the checked data or throws `ApiProblemError`. */
import { apiData } from '../../lib/api-client';
import { contactMessageAnswerSchema, contactMessagePageSchema } from '../../lib/answer-schemas';

export const fetchMessages = (search: string, signal: AbortSignal) =>
  apiData(`/api/admin/messages?${search}`, contactMessagePageSchema, { signal });

export const markHandled = (id: string, handled: boolean) =>
  apiData(`/api/admin/messages/${encodeURIComponent(id)}/handled`, contactMessageAnswerSchema, {
    method: 'POST',
    body: { handled },
  });
