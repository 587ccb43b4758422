import { describe, expect, it } from 'vitest';
import type { ProjectListItem } from '../../../src-shared/domain/project.ts';
import { fold, searchable, searchProjects } from './project-search.ts';

const project = (id: string, title: string, code: string | null): ProjectListItem => ({
  id,
  title,
  code,
  active: true,
  billable: true,
});

const all = searchable([
  project('1', 'Northwind Website Relaunch', 'NW-WEB'),
  project('2', 'Café Crème Branding', 'CAFE'),
  project('3', 'Contoso Security Audit', 'CT-SEC'),
  project('4', 'Internal Tools', null),
  project('5', 'Website for Contoso', 'CT-WEB'),
]);

const titles = (list: ProjectListItem[]) => list.map((p) => p.title);

describe('searchProjects', () => {
  it('finds every word in title or code, in any order, ignoring case and accents', () => {
    expect(titles(searchProjects(all, 'web contoso', 'title'))).toEqual(['Website for Contoso']);
    expect(titles(searchProjects(all, 'creme', 'title'))).toEqual(['Café Crème Branding']);
    expect(titles(searchProjects(all, 'ct-', 'title'))).toEqual([
      'Contoso Security Audit',
      'Website for Contoso',
    ]);
    expect(searchProjects(all, 'nothing like it', 'title')).toEqual([]);
    expect(fold('ÀÉÎ')).toBe('aei');
  });

  it('puts an exact code first, then what starts with the query', () => {
    expect(titles(searchProjects(all, 'ct-web', 'title'))).toEqual(['Website for Contoso']);
    expect(titles(searchProjects(all, 'web', 'title'))).toEqual([
      'Website for Contoso',
      'Northwind Website Relaunch',
    ]);
    expect(titles(searchProjects(all, 'cafe', 'title'))[0]).toBe('Café Crème Branding');
  });

  it('sorts by title, by code (projects without one last), or recent first', () => {
    expect(titles(searchProjects(all, '', 'title'))).toEqual([
      'Café Crème Branding',
      'Contoso Security Audit',
      'Internal Tools',
      'Northwind Website Relaunch',
      'Website for Contoso',
    ]);
    expect(searchProjects(all, '', 'code').map((p) => p.code)).toEqual([
      'CAFE',
      'CT-SEC',
      'CT-WEB',
      'NW-WEB',
      null,
    ]);
    expect(titles(searchProjects(all, '', 'recent', ['4', '1'])).slice(0, 3)).toEqual([
      'Internal Tools',
      'Northwind Website Relaunch',
      'Café Crème Branding',
    ]);
  });
});
