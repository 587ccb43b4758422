import { signedOutModel, type ShellModel } from './shell-model.ts';

/** Models of the states the tray and menus must handle, shared by the builders' tests. */
export const now = Date.UTC(2026, 10, 21, 9, 0, 0);

export const idle: ShellModel = {
  ...signedOutModel,
  signedIn: true,
  accountLabel: 'alice@example.com',
  organizations: [
    { id: 'org-acme', title: 'Acme Studio' },
    { id: 'org-globex', title: 'Globex Labs' },
  ],
  currentOrganizationId: 'org-acme',
  canWrite: true,
  recentProjects: [
    { id: 'p1', title: 'Website redesign' },
    { id: 'p2', title: 'Mobile app' },
    { id: 'p3', title: 'Brand book' },
    { id: 'p4', title: 'Intranet' },
    { id: 'p5', title: 'Support' },
    { id: 'p6', title: 'Internal' },
  ],
  todayFinishedMs: 2 * 3_600_000 + 5 * 60_000,
};

export const withFavorites: ShellModel = {
  ...idle,
  favorites: [
    { id: 'f1', label: 'Website redesign', projectId: 'p1', taskId: null, description: '' },
    { id: 'f2', label: 'Support · Triage · Inbox', projectId: 'p5', taskId: 't1', description: 'Inbox' },
  ],
};

const websiteStopwatch = {
  projectId: 'p1',
  projectTitle: 'Website redesign',
  description: null,
  elapsedMs: 3_723_000,
  asOf: now,
};

export const running: ShellModel = { ...idle, stopwatch: { ...websiteStopwatch, state: 'running' } };

export const paused: ShellModel = { ...idle, stopwatch: { ...websiteStopwatch, state: 'paused' } };

export const offline: ShellModel = { ...running, online: false, pendingWrites: 3 };

export const oneOrganization: ShellModel = {
  ...idle,
  organizations: [{ id: 'org-acme', title: 'Acme Studio' }],
};

export const readOnly: ShellModel = { ...running, canWrite: false };
