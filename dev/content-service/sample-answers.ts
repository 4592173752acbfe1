// The answer library's sample content (issue #34, decision 0040): a few approved answers of the
// sample presenters, some anchored to a moment of their talk, some with a recording made like the
// talks' sample audio (make-answer-recordings.ts: espeak-ng and opusenc, committed under
// sample-answer-recordings/), so the library shows from the first `npm start` (dev/seed.ts posts them
// to the Worker's emulator-only seeding route).
import { fileURLToPath } from 'node:url';

export const SAMPLE_ANSWERS_DIR = fileURLToPath(new URL('./sample-answer-recordings/', import.meta.url));

export interface SampleAnswer {
  /** Stable name: the recording's file (`<slug>.ogg`) and the seeded answer's key. */
  slug: string;
  presenterId: string;
  presenterName: string;
  talkId: string;
  moment: number | null;
  question: string;
  questionLanguage: 'en' | 'fr';
  /** '' for a member who asked without their name. */
  askerName: string;
  text: string;
  language: 'en' | 'fr';
  /** Whether sample-answer-recordings/<slug>.ogg holds the answer spoken. */
  recorded: boolean;
}

export const SAMPLE_ANSWERS: readonly SampleAnswer[] = [
  {
    slug: 'reporting-a-poaching-incident',
    presenterId: 'presenter-1',
    presenterName: 'Thandiwe Mokoena',
    talkId: 'presentation-1',
    moment: 30,
    question: 'How can a community scout report a poaching incident without putting themselves in danger?',
    questionLanguage: 'en',
    askerName: 'Amara',
    text: 'Never confront anyone. Note the time, the place and what you saw, move away, and call the reserve’s hotline or your ranger contact as soon as you are safe. Most reserves accept a text message or a voice note. Your name is kept out of the report unless you agree.',
    language: 'en',
    recorded: true,
  },
  {
    slug: 'how-often-to-burn-fynbos',
    presenterId: 'presenter-4',
    presenterName: 'Lindiwe Dlamini',
    talkId: 'presentation-8',
    moment: 20,
    question: 'À quelle fréquence faut-il brûler le fynbos pour qu’il reste en bonne santé ?',
    questionLanguage: 'fr',
    askerName: '',
    text: 'En général tous les dix à quinze ans. Trop souvent, les plantes qui mettent des années à fleurir n’ont pas le temps de produire leurs graines ; trop rarement, le fynbos vieillit et s’appauvrit. Le bon moment dépend des espèces les plus lentes de la parcelle.',
    language: 'fr',
    recorded: true,
  },
  {
    slug: 'tracking-apps-for-beginners',
    presenterId: 'presenter-2',
    presenterName: 'Kwame Asante',
    talkId: 'presentation-4',
    moment: null,
    question: 'Which tracking app should a beginner start with, and does it work without a network?',
    questionLanguage: 'en',
    askerName: '',
    text: 'Start with an app that records offline and sends when you are back in range: CyberTracker is free and made for this. Learn the signs on paper first, then use the app to record them; it does not replace your eyes.',
    language: 'en',
    recorded: false,
  },
  {
    slug: 'removing-invasive-pines',
    presenterId: 'presenter-4',
    presenterName: 'Lindiwe Dlamini',
    talkId: 'presentation-9',
    moment: null,
    question: 'Faut-il couper les pins envahissants avant ou après un incendie ?',
    questionLanguage: 'fr',
    askerName: 'Awa',
    text: 'Avant, autant que possible : les pins brûlent très chaud et abîment le sol. Après un incendie, arrachez vite les jeunes plants, avant qu’ils ne produisent des cônes.',
    language: 'fr',
    recorded: true,
  },
];
