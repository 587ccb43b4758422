/**
 * The demo seed's people and organizations (README, "Demo seed"). The desktop app and its tests
 * rely on exactly these values.
 */
export const demoClientId = 'stint-desktop';
export const demoApplicationKey = 'demo-application-key';

export interface DemoUser {
  readonly key: 'alice' | 'bob' | 'carol' | 'dave' | 'erin';
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly emailVerified: boolean;
}

export const demoUsers: readonly DemoUser[] = [
  {
    key: 'alice',
    email: 'alice@example.com',
    password: 'alice-password',
    firstName: 'Alice',
    lastName: 'Andersen',
    emailVerified: true,
  },
  {
    key: 'bob',
    email: 'bob@example.com',
    password: 'bob-password',
    firstName: 'Bob',
    lastName: 'Brennan',
    emailVerified: true,
  },
  {
    key: 'carol',
    email: 'carol@example.com',
    password: 'carol-password',
    firstName: 'Carol',
    lastName: 'Castillo',
    emailVerified: false,
  },
  {
    key: 'dave',
    email: 'dave@example.com',
    password: 'dave-password',
    firstName: 'Dave',
    lastName: 'Dubois',
    emailVerified: true,
  },
  {
    key: 'erin',
    email: 'erin@example.com',
    password: 'erin-password',
    firstName: 'Erin',
    lastName: 'Eklund',
    emailVerified: true,
  },
];

export interface DemoMembership {
  readonly user: DemoUser['key'];
  readonly access: 'FULL' | 'READ';
  readonly owner: boolean;
  readonly materialized: boolean;
}

export interface DemoProject {
  readonly key: string;
  readonly name: string;
  readonly code: string | null;
  readonly client: string | null;
  readonly billable: boolean;
  readonly active: boolean;
  readonly personal?: boolean;
  readonly timeBudgetHours?: number;
  readonly priceBudget?: number;
  readonly note?: string;
  readonly externalResourceId?: string;
  readonly tasks: readonly { readonly name: string; readonly done: boolean }[];
  /** Relative share of the tracked time. */
  readonly weight: number;
  /** Tracked time only until this many days ago (a finished project). */
  readonly endedDaysAgo?: number;
  /** Deleted in the demo: it sits in the trash with its tasks and time records. */
  readonly trashed?: boolean;
}

export interface DemoPrice {
  readonly price: number;
  readonly user?: DemoUser['key'];
  readonly client?: string;
  readonly project?: string;
  readonly task?: readonly [project: string, task: string];
  readonly workType?: string;
}

export interface DemoOrganization {
  readonly key: 'acme' | 'globex';
  readonly title: string;
  readonly accountUrl: string;
  readonly timeZone: string;
  readonly currency: string;
  readonly memberships: readonly DemoMembership[];
  readonly clients: readonly { readonly key: string; readonly name: string; readonly number: string }[];
  readonly workTypes: readonly string[];
  readonly externalSystem: string | null;
  readonly projects: readonly DemoProject[];
  readonly prices: readonly DemoPrice[];
  /** Who tracks time here, on which weekdays (0 Sunday) and in which local hours. */
  readonly trackers: readonly {
    readonly user: DemoUser['key'];
    readonly weekdays: readonly number[];
    readonly fromHour: number;
    readonly hours: number;
  }[];
  readonly descriptions: readonly string[];
}

export const demoOrganizations: readonly DemoOrganization[] = [
  {
    key: 'acme',
    title: 'Acme Studio',
    accountUrl: 'acme',
    timeZone: 'Europe/Vienna',
    currency: 'EUR',
    memberships: [
      { user: 'alice', access: 'FULL', owner: true, materialized: true },
      { user: 'bob', access: 'READ', owner: false, materialized: true },
      { user: 'carol', access: 'FULL', owner: false, materialized: true },
      { user: 'dave', access: 'FULL', owner: false, materialized: false },
    ],
    clients: [
      { key: 'northwind', name: 'Northwind Traders', number: 'C-1001' },
      { key: 'contoso', name: 'Contoso Bank', number: 'C-1002' },
      { key: 'fabrikam', name: 'Fabrikam Foods', number: 'C-1003' },
    ],
    workTypes: ['Design', 'Development', 'Meetings', 'Support'],
    externalSystem: 'Jira',
    projects: [
      {
        key: 'nw-web',
        name: 'Northwind Website Relaunch',
        code: 'NW-WEB',
        client: 'northwind',
        billable: true,
        active: true,
        timeBudgetHours: 420,
        priceBudget: 42_000,
        note: 'New shop front and CMS migration.',
        weight: 5,
        tasks: [
          { name: 'Wireframes', done: true },
          { name: 'Visual design', done: true },
          { name: 'Frontend build', done: false },
          { name: 'CMS migration', done: false },
          { name: 'Launch support', done: false },
        ],
      },
      {
        key: 'nw-brand',
        name: 'Northwind Brand Refresh',
        code: 'NW-BRAND',
        client: 'northwind',
        billable: true,
        active: true,
        timeBudgetHours: 120,
        weight: 2,
        tasks: [
          { name: 'Logo variants', done: true },
          { name: 'Style guide', done: false },
        ],
      },
      {
        key: 'cb-app',
        name: 'Contoso Mobile Banking App',
        code: 'CB-APP',
        client: 'contoso',
        billable: true,
        active: true,
        priceBudget: 80_000,
        externalResourceId: 'CBA',
        weight: 5,
        tasks: [
          { name: 'Onboarding flow', done: true },
          { name: 'Payments', done: false },
          { name: 'Security review', done: false },
          { name: 'Accessibility pass', done: false },
        ],
      },
      {
        key: 'cb-audit',
        name: 'Contoso Security Audit',
        code: 'CB-SEC',
        client: 'contoso',
        billable: true,
        active: false,
        endedDaysAgo: 45,
        weight: 2,
        tasks: [
          { name: 'Threat model', done: true },
          { name: 'Report', done: true },
        ],
      },
      {
        key: 'ff-pack',
        name: 'Fabrikam Packaging Design',
        code: 'FF-PACK',
        client: 'fabrikam',
        billable: true,
        active: true,
        weight: 3,
        tasks: [
          { name: 'Concepts', done: true },
          { name: 'Print proofs', done: false },
        ],
      },
      {
        key: 'int-tools',
        name: 'Internal Tools',
        code: 'INT-TOOLS',
        client: null,
        billable: false,
        active: true,
        weight: 2,
        tasks: [
          { name: 'Build pipeline', done: false },
          { name: 'Time tracking setup', done: true },
        ],
      },
      {
        key: 'int-mkt',
        name: 'Studio Marketing',
        code: 'INT-MKT',
        client: null,
        billable: false,
        active: true,
        weight: 1,
        tasks: [{ name: 'Case studies', done: false }],
      },
      {
        key: 'alice-sandbox',
        name: "Alice's Sandbox",
        code: null,
        client: null,
        billable: false,
        active: true,
        personal: true,
        weight: 0,
        tasks: [],
      },
      {
        key: 'old-pitch',
        name: 'Old Pitch Deck',
        code: 'PITCH',
        client: 'fabrikam',
        billable: false,
        active: true,
        trashed: true,
        weight: 1,
        endedDaysAgo: 60,
        tasks: [{ name: 'Slides', done: true }],
      },
    ],
    prices: [
      { price: 85 },
      { price: 95, workType: 'Design' },
      { price: 70, workType: 'Meetings' },
      { price: 110, client: 'contoso' },
      { price: 100, project: 'nw-web' },
      { price: 90, project: 'nw-web', user: 'carol' },
      { price: 130, task: ['cb-app', 'Security review'] },
    ],
    trackers: [
      { user: 'alice', weekdays: [1, 2, 3, 4, 5], fromHour: 8, hours: 5 },
      { user: 'carol', weekdays: [1, 2, 3, 4, 5], fromHour: 9, hours: 7.5 },
      { user: 'dave', weekdays: [1, 2, 4], fromHour: 10, hours: 6 },
    ],
    descriptions: [
      'Client call',
      'Review feedback',
      'Implementation',
      'Design iteration',
      'Bug fixing',
      'Planning',
      'Documentation',
      'Pairing session',
      '',
    ],
  },
  {
    key: 'globex',
    title: 'Globex Labs',
    accountUrl: 'globex',
    timeZone: 'America/New_York',
    currency: 'USD',
    memberships: [{ user: 'alice', access: 'FULL', owner: true, materialized: true }],
    clients: [
      { key: 'initech', name: 'Initech', number: 'G-200' },
      { key: 'umbrella', name: 'Umbrella Research', number: 'G-201' },
    ],
    workTypes: ['Engineering', 'Consulting'],
    externalSystem: null,
    projects: [
      {
        key: 'in-data',
        name: 'Initech Data Pipeline',
        code: 'IN-DATA',
        client: 'initech',
        billable: true,
        active: true,
        weight: 3,
        tasks: [
          { name: 'Ingestion', done: true },
          { name: 'Dashboards', done: false },
        ],
      },
      {
        key: 'um-portal',
        name: 'Umbrella Lab Portal',
        code: 'UM-PORTAL',
        client: 'umbrella',
        billable: true,
        active: true,
        weight: 2,
        tasks: [{ name: 'Sample tracking', done: false }],
      },
      {
        key: 'gx-rnd',
        name: 'Globex Internal R&D',
        code: 'GX-RND',
        client: null,
        billable: false,
        active: true,
        weight: 1,
        tasks: [],
      },
    ],
    prices: [{ price: 120 }, { price: 140, client: 'umbrella' }, { price: 150, workType: 'Consulting' }],
    trackers: [{ user: 'alice', weekdays: [1, 3, 5], fromHour: 10, hours: 3 }],
    descriptions: ['Standup', 'Pipeline work', 'Stakeholder sync', 'Research', ''],
  },
];

/** How many days of time records the demo holds, ending today. */
export const demoDays = 120;
