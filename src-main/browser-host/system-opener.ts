import { spawn } from 'node:child_process';
import { checkExternalUrl } from '../core/platform/external-url.ts';

/** Opens an http(s) URL with the desktop's default browser, without a shell. */
export function openWithSystem(raw: string, platform: NodeJS.Platform = process.platform): Promise<void> {
  const url = checkExternalUrl(raw);
  const [command, args] =
    platform === 'darwin'
      ? ['open', [url]]
      : platform === 'win32'
        ? ['rundll32', ['url.dll,FileProtocolHandler', url]]
        : ['xdg-open', [url]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.once('error', reject);
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
}

/** Whether a graphical session exists in which a browser window could appear. */
export function hasDisplay(platform: NodeJS.Platform = process.platform, env = process.env): boolean {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env['DISPLAY'] ?? env['WAYLAND_DISPLAY']);
}
