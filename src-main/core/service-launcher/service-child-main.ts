// The embedded service's process in the browser host (a Node child of the core, see
// child-process-host.ts). It talks to the core only over the IPC channel fork opened.
import { runServiceChild } from './service-child.ts';
import type { ChildMessage } from './service-protocol.ts';

if (process.send === undefined) {
  process.stderr.write('stint service child: start me through the core (no IPC channel)\n');
  process.exit(2);
}

runServiceChild({
  channel: {
    send: (message: ChildMessage) => {
      if (process.connected) process.send?.(message);
    },
    onMessage: (listener) => process.on('message', listener),
    // The channel closes when the core exits or is killed: the service must not outlive it.
    onParentGone: (listener) => process.on('disconnect', listener),
  },
  exit: (code) => process.exit(code),
  signals: process,
});
