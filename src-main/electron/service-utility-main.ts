// The embedded service's process in the desktop app, started by utility-process-host.ts and built
// as its own entry (out/main/service.js). It talks to the core only over process.parentPort.
// Electron ends utility processes with the app, and a utility process whose browser process
// crashed loses its IPC link and is ended by Chromium: it never outlives the core.
import { runServiceChild } from '../core/service-launcher/service-child.ts';

const port = process.parentPort;
runServiceChild({
  channel: {
    send: (message) => port.postMessage(message),
    onMessage: (listener) => port.on('message', (event) => listener(event.data)),
    onParentGone: () => undefined,
  },
  exit: (code) => process.exit(code),
  signals: process,
});
