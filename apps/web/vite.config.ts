import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    // The Payload/Next server in apps/server serves this folder and falls back to its index.html.
    outDir: '../server/public',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // packages/domain only declares constants, schemas and functions, but its module-level
        // `z.object(…)` calls count as side effects: one constant read by a route would load every rule.
        moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }],
      },
      output: {
        // What the entry imports statically (the login page and the app's frame) in one chunk: one
        // request, and about 6 KB less gzip than the dozen chunks it would otherwise be split into.
        codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
      },
    },
  },
})
