/**
 * Parts of the page that the server renders with it but whose JavaScript need not come before the
 * page's own (decision 0027): the footer and the chat button, below or beside what a visitor
 * reads first.
 *
 * - Server: the part is imported when the Worker starts and rendered like any component, so the
 *   HTML is complete with or without JavaScript (should a render come before the import has
 *   settled, React waits for it inside the boundary).
 * - Browser: the part's chunk is not modulepreloaded; its import starts when the module that
 *   declares the part is evaluated, beside the strings the entry fetches before hydrating, so the
 *   page's modules and hydration never wait for it. The part is `React.lazy` inside a Suspense
 *   boundary: should the chunk come after hydration, React keeps the part's server HTML as it is
 *   (no layout shift), then hydrates it in place. Until then its links are plain links and its
 *   forms plain forms; a click on one of its other buttons is kept and given to the button once
 *   it has hydrated (`replayEarlyClicks`: React 19 drops a click on a part still waiting for its
 *   code).
 *
 * A Suspense boundary still holding server HTML that receives an update (a navigation changes the
 * router's context) is rendered anew, showing its fallback until the chunk comes: so every page's
 * client loader waits for `laterPartsLoaded()` (`withStrings`, lib/namespaces.ts), and no
 * navigation commits before the parts have hydrated.
 */
import { lazy, Suspense, use, type ComponentType } from 'react';

const loading: Promise<unknown>[] = [];

/** Settles once every part declared so far has loaded, or failed to. */
export function laterPartsLoaded(): Promise<unknown> {
  return Promise.all(loading);
}

/** `load` imports the part (a dynamic `import()`, so the page's chunk does not hold it). */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part = import.meta.env.SSR ? loadedOnTheServer(load) : lazyInTheBrowser(load);
  function HydrateLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return HydrateLater;
}

function loadedOnTheServer<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const module = load().then((component) => (loaded = component));
  return function Loaded(props: Props) {
    const Component = loaded ?? use(module);
    return <Component {...props} />;
  };
}

/** Whether React has hydrated the element (it keeps its fiber on the DOM node). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** How long a kept click waits for its button to hydrate (a chunk on a slow 3G line). */
const REPLAY_WAIT_MS = 15_000;
const REPLAY_POLL_MS = 100;
let replaying = false;

/**
 * Keeps a click on a button that has not hydrated yet (one that is not a form's submit button:
 * those submit the form as plain HTML) and clicks it again once React has it. A click React
 * handles itself (it hydrates a part whose code is there during the event) is not kept.
 */
function replayEarlyClicks(): void {
  if (replaying || typeof document === 'undefined') return;
  replaying = true;
  const waiting = new Set<HTMLButtonElement>();
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !event.isTrusted || isHydrated(button) || waiting.has(button)) return;
      if (button.type === 'submit' && button.form) return;
      setTimeout(() => {
        if (isHydrated(button)) return;
        waiting.add(button);
        const started = Date.now();
        const timer = setInterval(() => {
          const expired = Date.now() - started > REPLAY_WAIT_MS || !button.isConnected;
          if (!expired && !isHydrated(button)) return;
          clearInterval(timer);
          waiting.delete(button);
          if (!expired) button.click();
        }, REPLAY_POLL_MS);
      });
    },
    true,
  );
}

function lazyInTheBrowser<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  replayEarlyClicks();
  // A chunk that fails to load (a deploy replaced it) has already asked for a reload
  // (chunk-reload.ts, through Vite's preload error); where the guard refused one, the part's
  // server HTML stays, with plain links, rather than an error page for a footer.
  const module = load().then(
    (component) => ({ default: component }),
    () => undefined,
  );
  loading.push(module);
  return lazy(() => module.then((loaded) => loaded ?? new Promise<never>(() => undefined)));
}
