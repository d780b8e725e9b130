import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    // The Payload/Next server in apps/server serves this folder and falls back to its index.html.
    outDir: '../server/public',
    emptyOutDir: true,
  },
})
