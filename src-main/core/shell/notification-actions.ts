import type { AppNotification } from '../../../src-shared/ipc/channels/app.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { UserNotification } from '../platform/platform-services.ts';
import type { ShellAction } from './menu-spec.ts';

/** How many notifications' buttons stay usable: older ones answer "no longer current". */
const kept = 20;

/**
 * The buttons of notifications shown inside the page (browser host). The page only ever gets
 * an opaque id per button and sends it back; the action itself stays here, so the page can ask
 * for nothing the core did not offer.
 */
export class NotificationActions {
  readonly #actions = new Map<string, ShellAction>();
  readonly #perform: (action: ShellAction) => Promise<void>;
  #next = 1;

  constructor(perform: (action: ShellAction) => Promise<void>) {
    this.#perform = perform;
  }

  /** The notification as the page receives it: each action replaced by an id. */
  present(notification: UserNotification): AppNotification {
    const { title, body, actions } = notification;
    if (actions === undefined || actions.length === 0) return { title, body };
    const serial = this.#next++;
    const offered = actions.map(({ label, action }, index) => {
      const id = `n${serial}-${index}`;
      this.#actions.set(id, action);
      return { id, label };
    });
    for (const id of this.#actions.keys()) {
      if (this.#actions.size <= kept * 4) break;
      this.#actions.delete(id);
    }
    return { title, body, actions: offered };
  }

  /** Carries out a button's action once; a second click of the same notification does nothing. */
  async perform(id: string): Promise<null> {
    const action = this.#actions.get(id);
    if (action === undefined) {
      throw new CoreError('expired', 'error.notificationExpired');
    }
    const prefix = id.slice(0, id.indexOf('-') + 1);
    for (const key of [...this.#actions.keys()]) if (key.startsWith(prefix)) this.#actions.delete(key);
    await this.#perform(action);
    return null;
  }
}
