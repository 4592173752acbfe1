declare module 'virtual:cta/page-scripts' {
  /** The address of each small script of web/scripts, by name (dev/build/page-scripts.ts). */
  const addresses: Record<string, string>;
  export default addresses;
}
