import { type CourseKind, buildPath, findRoute } from '@school/contracts';

// M20301's routes name the child in the path: /M20301/add/{_course_type}, /M20301/{id}/edit/{_course_type}.
const pathOf = (name: string) => findRoute(name)?.path ?? '/';

export const m20301BrowsePath = () => pathOf('M20301Browse');
export const m20301AddPath = (kind: CourseKind) => buildPath(pathOf('M20301Add'), { _course_type: kind });
export const m20301EditPath = (kind: CourseKind, id: number) => buildPath(pathOf('M20301Edit'), { id, _course_type: kind });
