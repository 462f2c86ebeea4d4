import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ATTACHMENT_ACCEPT_LIST } from './common/contract/attachments';
import { precompress } from './scripts/precompress-plugin';

/**
 * The installable app (vite-plugin-pwa with Workbox's generateSW): the manifest, and a service worker that
 * precaches the whole build so a second visit starts without the network. The worker never answers for
 * `/api/`: no runtime route is declared, so API calls reach the server as if there were no worker, and a
 * navigation to `/api/...` (a download link) is not given the app's page. A new build waits until the
 * person chooses "Atualizar" (registerType 'prompt'); web/pwa/register.ts registers the worker and keeps
 * that state for the notices. The installed app is also a share target: a bank app's Pix comprovante (PDF) or a
 * photo shared to Grana is POSTed to /compartilhar, answered by web/public/share-target-sw.js (imported into the
 * worker), which keeps the files and opens the transactions with them.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // register.ts registers the worker; no script is added to index.html (the policy refuses inline scripts).
  injectRegister: false,
  // `npm run dev` serves the sources through Vite: no worker there, so a change is seen on reload.
  devOptions: { enabled: false },
  manifest: {
    id: '/',
    name: 'Grana',
    short_name: 'Grana',
    description: 'Finanças pessoais: contas, transações, orçamentos e metas, em português.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // Brand 700 (the sidebar's G, the buttons), as the theme-color meta of index.html.
    theme_color: '#047857',
    // The page's own background (slate-50), shown while the installed app starts.
    background_color: '#f8fafc',
    categories: ['finance'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    share_target: {
      action: '/compartilhar',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        // The types the server keeps as comprovantes, with their extensions (common/contract/attachments.ts).
        files: [{ name: 'comprovante', accept: [...ATTACHMENT_ACCEPT_LIST] }],
      },
    },
  },
  // Files of public/ that neither the manifest nor the pattern below names.
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  workbox: {
    globPatterns: ['**/*.{js,css,html}'],
    // Every route of the app is index.html; the server's own paths are not.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    // One file to serve (no workbox-*.js beside it).
    inlineWorkboxRuntime: true,
    // Loaded before Workbox's routes: it answers the share target's POST, which they never match.
    importScripts: ['/share-target-sw.js'],
  },
});

// The web app lives in web/ and builds to dist/web, which the API server serves in production.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), pwa, precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Shared chunks are named by their hash alone: the first page's script lists every chunk a route may
    // preload, and the module names made up some 4 kB of it (the manifest still maps sources to files).
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
});
