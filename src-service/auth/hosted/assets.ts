import { createHash } from 'node:crypto';
import type { RouteModule } from '../../http/route-module.ts';
import { baseHeaders } from '../../http/json-response.ts';

const css = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #1b1f24; --muted: #5b6470;
  --accent: #2456d6; --accent-text: #fff; --border: #d4d9e0; --error: #b3261e; --ok: #1e7a3a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #14171b; --card: #1d2126; --text: #e8ebef; --muted: #a3acb8; --accent: #7aa2ff;
    --accent-text: #0b1020; --border: #39404a; --error: #ff8a80; --ok: #7fd69a; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: var(--card);
  border: 1px solid var(--border); border-radius: 12px; }
main.wide { max-width: 52rem; }
.brand { font-weight: 700; letter-spacing: .02em; color: var(--accent); margin: 0 0 .5rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .75rem; }
label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
input[type=text], input[type=email], input[type=password], select {
  width: 100%; padding: .6rem .7rem; font: inherit; color: inherit; background: transparent;
  border: 1px solid var(--border); border-radius: 8px; }
input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible {
  outline: 3px solid var(--accent); outline-offset: 2px; }
button { margin-top: 1.5rem; padding: .65rem 1.2rem; font: inherit; font-weight: 600; border: 0;
  border-radius: 8px; background: var(--accent); color: var(--accent-text); cursor: pointer; }
button.secondary { background: transparent; color: var(--accent); border: 1px solid var(--border); margin-top: 0; }
fieldset { border: 0; padding: 0; margin: 0; }
legend { font-weight: 600; margin-bottom: .5rem; }
.choice { display: flex; align-items: center; gap: .6rem; padding: .7rem; margin: .4rem 0;
  border: 1px solid var(--border); border-radius: 8px; font-weight: 500; }
.choice input { margin: 0; }
.error { color: var(--error); font-weight: 600; }
.notice { color: var(--ok); font-weight: 600; }
.muted { color: var(--muted); }
a { color: var(--accent); }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid var(--border); vertical-align: middle; }
td form { margin: 0; }
.key { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
td.key { white-space: nowrap; word-break: normal; }
.row { display: flex; justify-content: space-between; align-items: center; gap: 1rem; }
.answers { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; margin-top: .75rem; }
.answers button { margin-top: 0; }
`;

// Preselects the browser's time zone in the sign-up form; the form works without it.
const timeZoneScript = `
(function () {
  var select = document.getElementById('time_zone');
  if (!select || select.dataset.chosen === 'true') return;
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (var i = 0; i < select.options.length; i++) {
      if (select.options[i].value === zone) { select.value = zone; break; }
    }
  } catch (e) { /* keep UTC */ }
})();
`;

const etag = (text: string): string =>
  `"${createHash('sha256').update(text).digest('base64url').slice(0, 16)}"`;

export const hostedAssets = {
  css: { path: '/auth/assets/hosted.css', body: css, type: 'text/css; charset=utf-8', etag: etag(css) },
  timeZone: {
    path: '/auth/assets/time-zone.js',
    body: timeZoneScript,
    type: 'text/javascript; charset=utf-8',
    etag: etag(timeZoneScript),
  },
} as const;

/** The hosted pages' only assets: one stylesheet and one small script, served from our origin. */
export const hostedAssetRoutes: RouteModule = (router) => {
  for (const asset of Object.values(hostedAssets)) {
    router.add(['GET', 'HEAD'], asset.path, ({ req, res }) => {
      const headers = {
        ...baseHeaders,
        'Cache-Control': 'no-cache',
        ETag: asset.etag,
        'Content-Type': asset.type,
        'Cross-Origin-Resource-Policy': 'same-origin',
      };
      if (req.headers['if-none-match'] === asset.etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(asset.body) });
      res.end(req.method === 'HEAD' ? undefined : asset.body);
    });
  }
};
