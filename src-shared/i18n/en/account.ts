/** Settings → Account: sign-in, organization, time tracking connection, connection (English, the source of truth). */
export const accountEn = {
  // The account chip in the navigation.
  'account.chipLeadIn': 'Account:',
  'account.checking': 'Checking account…',
  'account.noOrganization': 'No organization',
  'account.signingIn': 'Signing in…',
  'account.notSignedIn': 'Not signed in',
  'account.signIn': 'Sign in',

  // The account part of Settings.
  'account.readFailed': 'Cannot read the account: {reason}',
  'account.reading': 'Reading your account…',
  'account.noKeychain':
    'No system keychain is available, so Stint keeps your sign-in only until it quits. Unlock or install a keychain (GNOME Keyring, KWallet) to stay signed in.',
  'account.heading': 'Account',
  'account.timeTrackingHeading': 'Time tracking',
  'account.connectionHeading': 'Connection',

  // Signed out.
  'account.connectingTo':
    "Connecting to {kind, select, thisComputer {this computer's service} other {{label}}}…",
  'account.finishInBrowser':
    'Finish signing in in the browser window that opened. Stint is waiting for it and will continue on its own.',
  'account.cancelSignIn': 'Cancel sign-in',
  'account.welcome':
    "Welcome to Stint. Create your account on {kind, select, thisComputer {this computer's service} other {{label}}}: your name, e-mail, a password and the name of your organization. Everything stays on this computer.",
  'account.createAccount': 'Create your account',
  'account.signInExisting': 'Sign in to an existing account',
  'account.signInInBrowser':
    "Sign in to {kind, select, thisComputer {this computer's service} other {{label}}} in your web browser. Stint never sees your password.",
  'account.signInWithBrowser': 'Sign in with your browser',
  'account.demo': 'This is the demo data. Sign in as {email} with the password {password}.',
  'account.useApiKey': 'Use an API key instead',

  // Sign-in with an API key.
  'account.apiKeyForm': 'Sign in with an API key',
  'account.apiKeyHelp':
    'Create a key in the API keys section of your profile on the service, then paste it here. A key works in the one organization it was created in.',
  'account.apiKey': 'API key',
  'account.checkingKey': 'Checking the key…',
  'account.signInWithApiKey': 'Sign in with API key',

  // Signed in.
  'account.unknownUser': 'Unknown user',
  'account.signedInAs':
    'Signed in as {name} {credential, select, apiKey {with an API key} other {with your browser}}.',
  'account.signedInAsWithEmail':
    'Signed in as {name} ({email}) {credential, select, apiKey {with an API key} other {with your browser}}.',
  'account.readOnly': 'You have read-only access in this organization: you can look, but not change.',
  'account.signOut': 'Sign out',
  'account.signOutHelp': 'Signing out forgets everything this computer keeps for this connection.',
  'account.organization': 'Organization',
  'account.switching': 'Switching organization…',
  'account.apiKeyOneOrganization':
    'An API key works in one organization. Sign in with your browser to switch between your organizations.',

  // Time tracking (the v1 interface).
  'account.v1Connected':
    'Time tracking is connected. This computer signs in with its own key; your password is not stored.',
  'account.v1ConnectedAccount':
    'Time tracking is connected (account {account}). This computer signs in with its own key; your password is not stored.',
  'account.connectingTimeTracking': 'Connecting time tracking…',
  'account.v1NotAnswering': 'The v1 interface does not answer.',
  'account.v1TriesAgain': '{problem} Stint tries again on its own.',
  'account.connectTimeTracking': 'Connect time tracking',
  'account.v1Intro':
    "The stopwatch, time records and reports use the service's v1 interface, which asks for your password once. Stint then keeps only a key for this computer, never the password.",
  'account.v1IntroAs':
    "The stopwatch, time records and reports use the service's v1 interface, which asks for your password once (as {email}). Stint then keeps only a key for this computer, never the password.",
  'account.secretKey': 'Secret key',
  'account.password': 'Password',
  'account.connecting': 'Connecting…',
  'account.usePassword': 'Use my password instead',
  'account.haveSecretKey': 'I have a secret key',

  // A screen that needs time tracking, before it is there.
  'account.loading': 'Loading…',
  'account.openSettings': 'Open Settings',
  'account.gateSignIn': 'Sign in to see {what, select, reports {reports} other {the trash}}',
  'account.gateSignInHelp': 'Sign in to your organization in Settings.',
  'account.gateNotAnswering': 'Time tracking is not answering',
  'account.serviceNotAnswering': 'The service does not answer right now.',
  'account.keepsTrying': '{problem} Stint keeps trying.',
  'account.gateConnect': 'Connect time tracking to see {what, select, reports {reports} other {the trash}}',
  'account.gateConnectHelp':
    "Time tracking uses the service's v1 interface, which asks for your password once in Settings. Stint keeps only a key for this computer.",

  // Where the data lives.
  'account.nowUsing': 'Now using: {where}{demo, select, yes { (demo data)} other {}}',
  'account.whereDataLives': 'Where your data lives',
  'account.thisComputer': 'This computer',
  'account.thisComputerHint': 'Stint runs its own service here; nothing leaves this computer.',
  'account.aServer': 'A server',
  'account.aServerHint': 'a Stint service your team runs.',
  'account.serverAddress': 'Server address',
  'account.serverAddressExample': 'https://stint.example.com',
  'account.advanced': 'Advanced: separate addresses',
  'account.advancedHelp': 'Leave these empty for a Stint service: they follow from the server address.',
  'account.graphUrl': 'Graph address',
  'account.authUrl': 'Sign-in address',
  'account.clientId': 'Client id',
  'account.provider': 'Sign-in provider',
  'account.v1PublicUrl': 'v1 address',
  'account.v1ApplicationKey': 'v1 application key',
  'account.useConnection': 'Use this connection',
  'account.connectionHelp':
    'Each connection keeps its own sign-in; switching back later needs no new sign-in.',
} as const;
