/** The FAQ page's data (built by the Worker's `faq` loader) and its anchors. */

export interface FaqQuestion {
  id: string;
  question: string;
  /** Plain text; paragraphs separated by a blank line. */
  answer: string;
  /** The question's and the answer's language when it is not the page's (an English fallback in combined). */
  questionLang?: 'en' | 'fr';
  answerLang?: 'en' | 'fr';
}

/** A FAQ category with its questions, both in weight order. */
export interface FaqGroup {
  id: string;
  title: string;
  questions: FaqQuestion[];
}

export interface FaqData {
  /** Null when the FAQ could not be loaded. */
  groups: FaqGroup[] | null;
}

/** The fragment that opens a question (`/faq#faq-<id>`). */
export const questionAnchor = (id: string) => `faq-${id}`;

/** The fragment of a category's section, which the side menu links to. */
export const categoryAnchor = (id: string) => `category-${id}`;
