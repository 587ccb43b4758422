// Renders Stint's app and tray icons from the SVG below into build/icons and build/tray with
// Chromium. The PNGs are committed; run `node scripts/generate-icons.ts` after changing a shape.
// Tray icons differ by shape, not only colour: idle is an empty dial, running a solid disc with
// a play mark, paused a dial with two bars.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const executablePath = process.env['STINT_CHROMIUM'] ?? '/usr/bin/chromium';

function appIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4b82ff"/><stop offset="1" stop-color="#1f4fd1"/></linearGradient></defs>
    <rect x="64" y="64" width="896" height="896" rx="200" fill="url(#g)"/>
    <rect x="462" y="170" width="100" height="70" rx="20" fill="#fff"/>
    <circle cx="512" cy="560" r="270" fill="none" stroke="#fff" stroke-width="64"/>
    <line x1="512" y1="560" x2="632" y2="440" stroke="#fff" stroke-width="56" stroke-linecap="round"/>
    <circle cx="512" cy="560" r="44" fill="#fff"/>
  </svg>`;
}

type TrayState = 'idle' | 'running' | 'paused';

function trayIcon(state: TrayState, color: string): string {
  const crown = `<rect x="13" y="1.5" width="6" height="3.5" rx="1" fill="${color}"/>`;
  const body =
    state === 'running'
      ? `<circle cx="16" cy="18" r="12.5" fill="${color}"/>
         <path d="M13 12.5 L22 18 L13 23.5 Z" fill="#000" style="mix-blend-mode:destination-out"/>`
      : state === 'paused'
        ? `<circle cx="16" cy="18" r="11" fill="none" stroke="${color}" stroke-width="3"/>
           <rect x="11.5" y="13" width="3.2" height="10" rx="1" fill="${color}"/>
           <rect x="17.3" y="13" width="3.2" height="10" rx="1" fill="${color}"/>`
        : `<circle cx="16" cy="18" r="11" fill="none" stroke="${color}" stroke-width="3"/>
           <line x1="16" y1="18" x2="21" y2="13" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;
  // The play mark is cut out of the disc with a mask, so it stays transparent on any tray.
  const masked =
    state === 'running'
      ? `<mask id="m"><rect width="32" height="32" fill="#fff"/><path d="M13 12.5 L22 18 L13 23.5 Z" fill="#000"/></mask>
         <circle cx="16" cy="18" r="12.5" fill="${color}" mask="url(#m)"/>`
      : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${crown}${masked}</svg>`;
}

const browser = await chromium.launch({
  ...(executablePath === '' ? {} : { executablePath }),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage();

async function render(svg: string, size: number, file: string): Promise<void> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><div id="i" style="width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div></body></html>`,
  );
  await page.locator('#i').screenshot({ path: file, omitBackground: true });
}

mkdirSync(join(root, 'build', 'icons'), { recursive: true });
mkdirSync(join(root, 'build', 'tray'), { recursive: true });
await render(appIcon(), 1024, join(root, 'build', 'icon.png'));
for (const size of [16, 24, 32, 48, 64, 128, 256, 512]) {
  await render(appIcon(), size, join(root, 'build', 'icons', `${size}x${size}.png`));
}
for (const state of ['idle', 'running', 'paused'] as const) {
  // Template images (black + alpha) let macOS colour them for light and dark menu bars.
  await render(trayIcon(state, '#000'), 16, join(root, 'build', 'tray', `tray-${state}Template.png`));
  await render(trayIcon(state, '#000'), 32, join(root, 'build', 'tray', `tray-${state}Template@2x.png`));
  for (const [variant, color] of [
    ['dark', '#1b1d22'],
    ['light', '#f2f4f8'],
  ] as const) {
    // "dark" glyphs are for light trays, "light" glyphs for dark trays.
    await render(trayIcon(state, color), 16, join(root, 'build', 'tray', `tray-${state}-${variant}.png`));
    await render(trayIcon(state, color), 32, join(root, 'build', 'tray', `tray-${state}-${variant}@2x.png`));
  }
}
await browser.close();
console.log('Icons written to build/icon.png, build/icons/ and build/tray/.');
