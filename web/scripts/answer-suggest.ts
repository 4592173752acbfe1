/**
 * "Ask the library first" as the member types (decision 0040): the request form's question field
 * (`data-module="answer-suggest"`, components/member/connect-button.tsx) asks
 * `/api/answers/suggest` for the presenter's published answers closest to what is typed, and lists
 * them as links under the field. Once some were shown, the form says so (`anyway=1`), so the
 * server does not ask again after the post. Without this module the route shows them after a
 * first post (features/answers/ask-library-first.tsx).
 */
import { requirePart, startModule } from './_module.ts';

const WAIT_MS = 350;
const MIN_CHARACTERS = 12;

interface Suggestion {
  url: string;
  question: string;
  excerpt: string;
}

const isSuggestions = (value: unknown): value is { answers: Suggestion[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { answers?: unknown }).answers);

/** Enhances one question field. */
export function init(root: HTMLElement): void {
  const field = requirePart<HTMLTextAreaElement>(root, 'textarea[name="reason"]');
  const region = requirePart(root, '[data-slot="suggestions"]');
  const list = requirePart<HTMLUListElement>(region, 'ul');
  const presenter = root.dataset.presenter ?? '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = '';
  let controller: AbortController | undefined;

  const show = (answers: Suggestion[]) => {
    list.replaceChildren(
      ...answers.map((answer) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = answer.url;
        link.textContent = answer.question;
        link.target = '_blank';
        item.append(link);
        if (answer.excerpt) {
          const excerpt = document.createElement('p');
          excerpt.className = 'suggested-excerpt';
          excerpt.textContent = answer.excerpt;
          item.append(excerpt);
        }
        return item;
      }),
    );
    region.hidden = answers.length === 0;
    const form = root.closest('form');
    if (answers.length > 0 && form && !form.querySelector('input[name="anyway"]')) {
      const seen = document.createElement('input');
      seen.type = 'hidden';
      seen.name = 'anyway';
      seen.value = '1';
      form.append(seen);
    }
  };

  const ask = async () => {
    const question = field.value.trim();
    if (question.length < MIN_CHARACTERS || question === asked) return;
    asked = question;
    controller?.abort();
    controller = new AbortController();
    const query = new URLSearchParams({ presenter, q: question });
    try {
      const response = await fetch(`/api/answers/suggest?${query}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return;
      const body: unknown = await response.json();
      if (isSuggestions(body)) show(body.answers);
    } catch {
      // Offline or cut short: the server still asks after the post.
    }
  };

  field.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void ask(), WAIT_MS);
  });
}

startModule('answer-suggest', init);
