import type { NamedRef, ProjectRef } from '../../../src-shared/domain/stopwatch.ts';

/** A v1 reference as it arrives embedded (stub or full object). */
export interface V1Ref {
  readonly id?: unknown;
  readonly name?: unknown;
  readonly code?: unknown;
  readonly displayName?: unknown;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Names of projects, tasks and clients last seen on the service, so that a change made offline
 * (a stopwatch started, a record edited) can still be shown with names instead of ids.
 */
export class NameBook {
  readonly #projects = new Map<string, ProjectRef>();
  readonly #named = new Map<string, NamedRef>();

  /** Learns the project of an embedded reference and answers it as a ProjectRef. */
  project(ref: unknown): ProjectRef | null {
    const r = ref as V1Ref | null | undefined;
    const id = text(r?.id);
    if (id === null) return null;
    const known = this.#projects.get(id);
    const name = text(r?.name) ?? text(r?.displayName) ?? known?.name ?? 'Project';
    const code = text(r?.code) ?? known?.code ?? null;
    const project = { id, name, code };
    this.#projects.set(id, project);
    return project;
  }

  /** Learns a task or client reference. */
  named(ref: unknown): NamedRef | null {
    const r = ref as V1Ref | null | undefined;
    const id = text(r?.id);
    if (id === null) return null;
    const name = text(r?.name) ?? text(r?.displayName) ?? this.#named.get(id)?.name ?? '';
    const named = { id, name };
    if (name !== '') this.#named.set(id, named);
    return named;
  }

  /** Learns a project from the graph endpoint's typed project list. */
  learnProject(project: { readonly id: string; readonly title: string; readonly code: string | null }): void {
    this.project({ id: project.id, name: project.title, code: project.code });
  }

  projectById(id: string | null | undefined): ProjectRef | null {
    if (id == null) return null;
    return this.#projects.get(id) ?? { id, name: 'Project', code: null };
  }

  namedById(id: string | null | undefined): NamedRef | null {
    if (id == null) return null;
    return this.#named.get(id) ?? { id, name: '' };
  }

  clear(): void {
    this.#projects.clear();
    this.#named.clear();
  }
}
