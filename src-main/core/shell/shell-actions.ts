import type { Message } from '../../../src-shared/i18n/catalog.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { ShellAction } from './menu-spec.ts';

type ActionOf<T extends ShellAction['type']> = Extract<ShellAction, { type: T }>;
type Handler<T extends ShellAction['type']> = (action: ActionOf<T>) => unknown;

/**
 * Where actions chosen outside the window (tray, application menu, global shortcut) reach the
 * part of the core that owns them. Each capability registers the actions it carries out; an
 * action nobody carries out yet is reported, not silently dropped.
 */
export class ShellActionDispatcher {
  readonly #handlers = new Map<string, (action: ShellAction) => unknown>();
  readonly #logger: Logger;
  readonly #onFailure: (message: Message) => void;

  constructor(logger: Logger, onFailure: (message: Message) => void) {
    this.#logger = logger;
    this.#onFailure = onFailure;
  }

  register<T extends ShellAction['type']>(type: T, handler: Handler<T>): () => void {
    this.#handlers.set(type, handler as (action: ShellAction) => unknown);
    return () => {
      if (this.#handlers.get(type) === handler) this.#handlers.delete(type);
    };
  }

  handles(type: ShellAction['type']): boolean {
    return this.#handlers.has(type);
  }

  async perform(action: ShellAction): Promise<void> {
    const handler = this.#handlers.get(action.type);
    if (handler === undefined) {
      this.#logger.warn('no part of the core carries out this action', { action: action.type });
      this.#onFailure({ id: 'notice.shell.unsupported' });
      return;
    }
    try {
      await handler(action);
    } catch (error) {
      this.#logger.warn('an action from the tray or menu failed', { action: action.type, error });
      this.#onFailure(
        error instanceof CoreError
          ? { id: error.messageId, values: error.values }
          : { id: 'notice.shell.failed' },
      );
    }
  }
}
