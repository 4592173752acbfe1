// Builds the admin console as its own bundle, served by the Worker under /admin.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  publicDir: false,
  build: {
    // Radix ships "use client" directives, which mean nothing in a browser bundle.
    rollupOptions: {
      onwarn: (warning, warn) => {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // Rolldown's report of how long plugins took: it comes and goes with the machine's load and
      // names React Router's plugins, not a fault; `npm run bench` is where times are measured.
      checks: { bundlerTimings: false },
    },
    outDir: `${process.env.CTA_BUILD_DIR ?? '../dist'}/client/admin`,
    emptyOutDir: true,
    target: 'es2022',
  },
});
