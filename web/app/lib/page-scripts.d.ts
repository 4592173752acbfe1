// Written by dev/build/page-scripts.ts from the files of web/scripts (`npm run typecheck`, every
// build and dev server): a script added or renamed there changes this type. Do not edit.
declare module 'virtual:cta/page-scripts' {
  /** The name of a script of web/scripts (its file name): what `<PageScript name>` takes. */
  export type PageScriptName =
    | 'answer-suggest'
    | 'captcha'
    | 'chat'
    | 'continue-row'
    | 'faq'
    | 'image-check'
    | 'ladder'
    | 'language'
    | 'layout-error'
    | 'listing-controls'
    | 'offline'
    | 'page-view'
    | 'password-toggle'
    | 'podcast-copy'
    | 'prefetch'
    | 'presenter-image'
    | 'progress-bar'
    | 'reading-progress'
    | 'reload-guard'
    | 'save-offline'
    | 'saved-page'
    | 'send-talk'
    | 'session'
    | 'share-menu'
    | 'sign-out'
    | 'video-player';
  /** The address of each script, by name. */
  const addresses: Record<PageScriptName, string>;
  export default addresses;
}
