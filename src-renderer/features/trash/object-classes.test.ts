import { describe, expect, it } from 'vitest';
import { classTitle, companions, describeCounts } from './object-classes.ts';

describe('object classes', () => {
  it('describes what came along with a deleted object', () => {
    const contents = [
      { objectClass: 'Project', count: 1 },
      { objectClass: 'Task', count: 3 },
      { objectClass: 'TimeRecord', count: 1 },
      { objectClass: 'ProjectMember', count: 2 },
    ];
    expect(describeCounts(companions('Project', contents))).toBe(
      '3 tasks, 1 time record and 2 project members',
    );
    expect(describeCounts(companions('TimeRecord', [{ objectClass: 'TimeRecord', count: 1 }]))).toBe('');
    expect(describeCounts([{ objectClass: 'SpendingTimeUnit', count: 2 }])).toBe('2 spending time units');
    expect(classTitle('TimeRecord')).toBe('Time record');
  });
});
