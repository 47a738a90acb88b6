import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

// The app lives under /customerapp (000 §9); in development the API, socket and uploads are
// proxied to the Fastify server, which serves the built dist/ in production.
export default defineConfig({
  base: '/customerapp/',
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
      '/uploads': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
