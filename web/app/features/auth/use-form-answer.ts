/**
 * The answer of an auth page's server action (its form posted without JavaScript, or pressed
 * before the page's script started), applied once to the page's own state: the outcome and the
 * field messages show exactly as the JavaScript flow's would, until the person submits again.
 * Applied while rendering (React's "state from the previous render" pattern), so the server's
 * HTML and the first render in the browser already show it.
 */
import { useState } from 'react';

/** `data` (the page's `useActionData()`) when it answers `form`, applied once with `apply`. */
export function useFormAnswer<A extends { form: string }>(
  data: A | undefined,
  form: A['form'],
  apply: (answer: A) => void,
): A | undefined {
  const answer = data?.form === form ? data : undefined;
  const [seen, setSeen] = useState<A | undefined>(undefined);
  if (answer !== undefined && answer !== seen) {
    setSeen(answer);
    apply(answer);
  }
  return answer;
}
