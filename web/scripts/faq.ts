/**
 * The FAQ's address of a question (`/faq#faq-<id>`) opens it and shows it (issue #25): the server
 * never sees the fragment. Without this module the browser scrolls to the closed question.
 */
function openQuestion() {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!(target instanceof HTMLDetailsElement)) return;
  target.open = true;
  target.scrollIntoView({ block: 'start' });
  target.querySelector('summary')?.focus({ preventScroll: true });
}

openQuestion();
window.addEventListener('hashchange', openQuestion);

export {};
