/**
 * The FAQ's address of a question (`/faq#faq-<id>`) opens it and shows it (issue #25): the server
 * never sees the fragment. The fragment names an anchor inside the question's answer, so a
 * browser opens the question by itself, without scripts (issue #31); this module also does it
 * where the browser does not, and moves the focus to the question. Root: the FAQ's groups
 * (features/faq/faq-page.tsx).
 */
import { startModule } from './_module.ts';

export function init(root: HTMLElement): void {
  const openQuestion = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    const question = target?.closest('details');
    if (!question || target?.parentElement !== question || !root.contains(question)) return;
    question.open = true;
    question.scrollIntoView({ block: 'start' });
    question.querySelector('summary')?.focus({ preventScroll: true });
  };
  openQuestion();
  window.addEventListener('hashchange', openQuestion);
}

startModule('faq', init);
