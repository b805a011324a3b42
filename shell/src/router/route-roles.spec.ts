import { ROUTE_CATALOGUE, findRoute } from '@school/contracts';
import { isRoleNumber, ROLE, STAFF_MIN_ROLE, STUDENT_ROLES } from '@school/domain';

// The catalogue (libs/contracts) writes its audiences as role numbers; the guard judges them with
// libs/domain's roles: both must name the same SPEC §6 numbers.
describe("the route catalogue's roles", () => {
  const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
  const roles = (name: string) => sorted(findRoute(name)?.meta.roles ?? []);
  const STAFF = Object.values(ROLE).filter((r) => r >= STAFF_MIN_ROLE);

  it('are roles of libs/domain', () => {
    const unknown = ROUTE_CATALOGUE.flatMap((r) => r.meta.roles ?? []).filter((r) => !isRoleNumber(r));
    expect(unknown).toEqual([]);
  });

  it('give staff, teacher and student routes to the roles of those names', () => {
    expect(roles('C10201')).toEqual(sorted(STAFF));
    expect(roles('C11101')).toEqual([ROLE.TEACHER]);
    expect(roles('C21101')).toEqual(sorted(STUDENT_ROLES));
    expect(roles('C00102')).toEqual(sorted([...STAFF, ROLE.TEACHER]));
    expect(roles('C30101')).toEqual(sorted([...STAFF, ROLE.STUDENT_110]));
    // SPEC §6: only student 110 has C30101Student
    expect(roles('C30101Student')).toEqual([ROLE.STUDENT_110]);
    expect(roles('C00101')).toEqual(sorted([...STAFF, ...STUDENT_ROLES]));
  });
});
