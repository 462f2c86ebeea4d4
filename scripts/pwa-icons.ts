/**
 * Draws the installed app's icons (web/public/icons/*.png) from one SVG mark, with the Chromium the tests use:
 *   npx tsx scripts/pwa-icons.ts
 * Run again only when the mark changes; the PNGs are committed. The 'any' icons are a rounded square; the
 * maskable and Apple ones fill the whole square, since the phone cuts its own shape (the G stays inside the
 * central 80 % that every mask keeps).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium';

/** Brand 700, the colour of the sidebar's G and of the theme-color meta. */
const BRAND = '#047857';
/** A 'G' drawn as a stroke (no font involved, so the icon is the same on every machine). */
const G = `<path d="M68.4 34.6 A24 24 0 1 0 74 50 H54" fill="none" stroke="#fff" stroke-width="11"
  stroke-linecap="round" stroke-linejoin="round"/>`;

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="${BRAND}"/>${G}</svg>`;
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${BRAND}"/>${G}</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch(await chromiumLaunch());
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${icon.svg}`,
    );
    await page.screenshot({ path: path.join('web/public/icons', icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
