import { describe, expect, it } from 'vitest';
import { workTypesForProject, type WorkTypeOption } from './work-type.ts';

const design: WorkTypeOption = { id: 'w1', name: 'Design', projectIds: ['p1'] };
const meetings: WorkTypeOption = { id: 'w2', name: 'Meetings', projectIds: ['p1', 'p2'] };
const support: WorkTypeOption = { id: 'w3', name: 'Support', projectIds: [] };
const all = [design, meetings, support];

describe('workTypesForProject', () => {
  it('offers only the work types a project allows when it names some', () => {
    expect(workTypesForProject(all, 'p1')).toEqual([design, meetings]);
    expect(workTypesForProject(all, 'p2')).toEqual([meetings]);
  });

  it('offers every work type on a project that names none, and without a project', () => {
    expect(workTypesForProject(all, 'p9')).toEqual(all);
    expect(workTypesForProject(all, null)).toEqual(all);
  });
});
