/**
 * The trash as the person sees it: what one delete moved, together (a project with its tasks and
 * time records is one group), when and by whom. Restoring or removing works on a whole group.
 */
export interface TrashClassCount {
  /** The v1 class name: Project, Task, TimeRecord, Client… */
  readonly objectClass: string;
  readonly count: number;
}

/**
 * What tells a deleted object from others of the same name (two records called "Documentation"):
 * the project it belonged to, and for a time record when it started and how long it was.
 */
export interface TrashItemDetail {
  readonly project: string | null;
  /** A time record's start (epoch ms); null for other kinds. */
  readonly start: number | null;
  /** A time record's duration in ms; null for other kinds. */
  readonly durationMs: number | null;
}

export interface TrashGroup {
  /** The group's id, which is also the id of its root item (the object that was deleted). */
  readonly groupId: string;
  /** The trash item to restore or remove the group with. */
  readonly rootItemId: string;
  readonly objectClass: string;
  readonly displayName: string;
  /** Epoch ms. */
  readonly deletedAt: number;
  readonly deletedBy: string | null;
  /** Every object in the group, the root included, by class. */
  readonly contents: readonly TrashClassCount[];
  /** Known for deleted time records and tasks while the service still holds them in the trash. */
  readonly detail?: TrashItemDetail | undefined;
}

export interface TrashPreviewClass {
  readonly objectClass: string;
  readonly count: number;
  /**
   * The distinct names of those objects with how many carry each (time records are often named
   * alike), most frequent first, at most `trashPreviewNames` of them.
   */
  readonly names: readonly { readonly name: string; readonly count: number }[];
}

export const trashPreviewNames = 50;

export interface TrashPreview {
  readonly groupId: string;
  readonly classes: readonly TrashPreviewClass[];
}

export interface TrashRestoreResult {
  readonly restored: readonly TrashClassCount[];
}
