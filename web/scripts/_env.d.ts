// What the build defines for the pages' scripts (dev/build/page-scripts.ts; Vite's own in `vite dev`).
interface ImportMeta {
  readonly env: { readonly DEV: boolean };
}
