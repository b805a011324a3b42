import { findRoute } from '@school/contracts';
import { ROLE_MENUS } from './role-menus';

// A student's sidebar is their menu, each function id its route (SPEC §6): every entry must be a screen
// the student may open, routed by the shell or the student portal, never by the staff or teacher
// portal (whose download the phone sweep forbids a student, issue 25).
describe("the students' demo menus", () => {
  it.each([110, 120, 130])('lead role %i only to screens it may open, outside the staff and teacher portals', (role) => {
    for (const [id] of ROLE_MENUS[role]) {
      const route = findRoute(id);
      expect({ id, portal: route?.portal, allowed: route?.meta.roles?.includes(role) ?? true }).toEqual({
        id,
        portal: expect.stringMatching(/^(shell|mfe_student)$/),
        allowed: true,
      });
    }
  });

  it('give student 110 the lesson list (SPEC §6: 110 also holds C40501), the other students not', () => {
    expect(ROLE_MENUS[110].map(([id]) => id)).toContain('C40501');
    for (const role of [120, 130]) expect(ROLE_MENUS[role].map(([id]) => id)).not.toContain('C40501');
  });
});
