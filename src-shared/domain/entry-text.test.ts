import { describe, expect, it } from 'vitest';
import { parseEntryText, type ParsableProject } from './entry-text.ts';

const projects: ParsableProject[] = [
  { id: 'p1', title: 'Northwind Website Relaunch', code: 'NW-WEB', active: true },
  { id: 'p2', title: 'Website Care', code: null, active: true },
  { id: 'p3', title: 'Internal Tools', code: 'INT', active: false },
  { id: 'p4', title: 'Intranet', code: null, active: true },
];
const workTypes = [
  { id: 'w1', name: 'Design' },
  { id: 'w2', name: 'Development' },
  { id: 'w3', name: 'Project management' },
];

describe('parseEntryText', () => {
  it('picks a project by code or title prefix and removes the word', () => {
    expect(parseEntryText('@nw-web fix the footer', projects, [])).toEqual({
      description: 'fix the footer',
      project: projects[0],
      workType: null,
    });
    // A title start wins over a word inside another title.
    expect(parseEntryText('fix @website footer', projects, []).project?.id).toBe('p2');
    expect(parseEntryText('fix @website footer', projects, []).description).toBe('fix footer');
    expect(parseEntryText('@relaunch', projects, []).project?.id).toBe('p1');
  });

  it('prefers an active project over a finished one', () => {
    expect(parseEntryText('@int call', projects, []).project?.id).toBe('p4');
    expect(parseEntryText('@internal call', projects, []).project?.id).toBe('p3');
  });

  it('picks a work type from the list it is given', () => {
    const parsed = parseEntryText('Mockups #des @web', projects, workTypes);
    expect(parsed).toEqual({ description: 'Mockups', project: projects[1], workType: workTypes[0] });
    expect(parseEntryText('Plan #management', projects, workTypes).workType?.id).toBe('w3');
    // Without work types nothing is picked and the text stays as typed.
    expect(parseEntryText('Mockups #des', projects, [])).toEqual({
      description: 'Mockups #des',
      project: null,
      workType: null,
    });
  });

  it('leaves words that pick nothing, mail addresses and lone signs alone', () => {
    expect(parseEntryText('mail bob@example.com about @nothing-here #1', projects, workTypes)).toEqual({
      description: 'mail bob@example.com about @nothing-here #1',
      project: null,
      workType: null,
    });
    expect(parseEntryText('@ # text', projects, workTypes).description).toBe('@ # text');
  });

  it('while typing, picks only finished words and keeps the space after them', () => {
    expect(parseEntryText('fix @we', projects, [], { complete: false }).project).toBeNull();
    const typing = parseEntryText('fix @web ', projects, [], { complete: false });
    expect(typing.project?.id).toBe('p2');
    expect(typing.description).toBe('fix ');
  });
});
