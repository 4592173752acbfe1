/**
 * A `.wasm?module` file imported by the Worker is a compiled WebAssembly.Module (Workers' CompiledWasm
 * module type, which the Cloudflare Vite plugin and the test pool give it): the image codecs of
 * services/presenters/image-variants.ts.
 */
declare module '*.wasm?module' {
  const module: WebAssembly.Module;
  export default module;
}
