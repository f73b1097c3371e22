import { describe, expect, it } from 'vitest';
import { mayDo, mayOpen, roleFrom, ROLES, sectionOfPath, SECTIONS, sectionsOf } from './roles';

describe('what each role opens', () => {
  it('an editor writes the site: its texts and pages, the menu, the pictures and the testimonials', () => {
    expect(sectionsOf('editor')).toEqual(['dashboard', 'content', 'menu', 'media', 'testimonials']);
  });

  it('an agent works with people and listings: leads, lists, visit slots and the listings’ legal gaps', () => {
    expect(sectionsOf('agent')).toEqual(['dashboard', 'leads', 'legal', 'slots', 'lists']);
  });

  it('an admin opens every section', () => {
    expect(sectionsOf('admin')).toEqual([...SECTIONS]);
  });

  it('only an admin opens the staff accounts, the connectors and a person’s GDPR request', () => {
    for (const section of ['staff', 'connectors', 'privacy'] as const)
      expect(ROLES.filter((r) => mayOpen(r, section))).toEqual(['admin']);
  });

  it('no personal data of a lead or a list for an editor; no site text for an agent', () => {
    for (const section of ['leads', 'lists', 'slots'] as const) expect(mayOpen('editor', section)).toBe(false);
    for (const section of ['content', 'menu', 'media', 'testimonials'] as const)
      expect(mayOpen('agent', section)).toBe(false);
  });

  it('every section is opened by some role besides the admin, or is one of the admin’s own three', () => {
    const shared = SECTIONS.filter((s) => mayOpen('editor', s) || mayOpen('agent', s));
    expect(SECTIONS.filter((s) => !shared.includes(s))).toEqual(['privacy', 'staff', 'connectors']);
  });

  it('only an admin changes the agency’s identity, brand and languages', () => {
    expect(ROLES.filter((r) => mayDo(r, 'siteIdentity'))).toEqual(['admin']);
  });
});

describe('roleFrom', () => {
  it('reads the three stored roles', () => {
    expect(ROLES.map(roleFrom)).toEqual(['editor', 'agent', 'admin']);
  });

  it('takes anything else for an editor, who sees no personal data', () => {
    expect(roleFrom(undefined)).toBe('editor');
    expect(roleFrom('Admin')).toBe('editor');
    expect(roleFrom('')).toBe('editor');
  });
});

describe('sectionOfPath', () => {
  it('gives the section of a back-office page, its sub-pages included', () => {
    expect(sectionOfPath('/admin/')).toBe('dashboard');
    expect(sectionOfPath('/admin')).toBe('dashboard');
    expect(sectionOfPath('/admin/leads/')).toBe('leads');
    expect(sectionOfPath('/admin/leads/12/')).toBe('leads');
    expect(sectionOfPath('/admin/content/site/')).toBe('content');
    expect(sectionOfPath('/admin/lists/demands/')).toBe('lists');
    expect(sectionOfPath('/admin/privacy/')).toBe('privacy');
  });

  it('gives the section of an export, a file or the preview', () => {
    expect(sectionOfPath('/api/admin/leads/')).toBe('leads');
    expect(sectionOfPath('/api/admin/lists/subscribers/')).toBe('lists');
    expect(sectionOfPath('/api/admin/privacy/')).toBe('privacy');
    expect(sectionOfPath('/api/admin/uploads/uploads/a.webp')).toBe('testimonials');
    expect(sectionOfPath('/api/admin/preview/')).toBe('content');
  });

  it('gives none for the pages any visitor reaches, and for what is no section', () => {
    for (const path of ['/admin/login/', '/admin/forgot/', '/admin/password/', '/admin/dashboard/', '/api/admin/'])
      expect(sectionOfPath(path)).toBeNull();
    expect(sectionOfPath('/nl/admin/')).toBeNull();
    expect(sectionOfPath('/api/search/count/')).toBeNull();
  });
});
