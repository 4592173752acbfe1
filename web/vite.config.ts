// Builds the public site's browser bundle: hashed, code-split assets plus a manifest the Worker
// reads to put the right <script> and <link> tags in each page.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  base: '/',
  build: {
    // Radix ships "use client" directives, which mean nothing in a browser bundle.
    rollupOptions: {
      input: 'src/entry.client.tsx',
      onwarn: (warning, warn) => {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
    // CTA_DIST_DIR lets parallel test runs build apart (dev/test.ts).
    outDir: process.env.CTA_DIST_DIR ?? '../dist/client',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    cssCodeSplit: true,
  },
});
