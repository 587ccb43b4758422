import type { ComponentType } from 'react';
import type { TimeViewProps } from './time-view-props.ts';

/**
 * The Calendar view of the Time screen, built in features/calendar. Until it is part of the build
 * the switch still offers it and says so; joining it is this one line:
 * `export { CalendarView as calendarSlot } from '../calendar/calendar-view.tsx';`
 */
export const calendarSlot: ComponentType<TimeViewProps> | null = null;
