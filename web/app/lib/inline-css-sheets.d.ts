declare module 'virtual:cta/inline-css' {
  /** The text of each stylesheet of the browser build, by address (dev/build/inline-css.ts); empty in `vite dev`. */
  const sheets: Record<string, string>;
  export default sheets;
}
