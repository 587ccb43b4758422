/** Kinds of organization data whose cached views the renderer refreshes after a change. */
export type DataResource =
  'projects' | 'tasks' | 'timerecords' | 'clients' | 'impulses' | 'trash' | 'reports';
