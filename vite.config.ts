import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The reference server (src/server) answers these prefixes; the dev server hands them on.
const SERVER = process.env.PORTAL_SERVER_URL ?? 'http://localhost:3000';
const SERVER_PREFIXES = ['/api', '/proxy', '/advice', '/health'];

// changeOrigin false keeps the Host header (vandijk.localhost:5173), because the
// server resolves the office from its first label.
const toServer: ProxyOptions = { target: SERVER, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  // The browser finds the office in the host name the same way the server does, so it
  // takes the server's BASE_DOMAIN setting rather than a second variable that could disagree.
  define: {
    'import.meta.env.BASE_DOMAIN': JSON.stringify((process.env.BASE_DOMAIN ?? 'localhost').toLowerCase()),
  },
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(SERVER_PREFIXES.map((prefix) => [prefix, toServer])),
  },
});
