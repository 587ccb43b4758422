/** The stopwatch's project field, focused by the start shortcut from anywhere. */
export const stopwatchProjectInputId = 'stopwatch-project';
