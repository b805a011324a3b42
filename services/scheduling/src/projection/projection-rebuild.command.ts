import { randomUUID } from 'node:crypto';
import { type CliCommand } from '@school/server-kit';
import { rebuildProjections } from './projection-rebuild';

// cli.js projection:rebuild (nx run scheduling:projection:rebuild): needs the masters service running.
export const rebuildProjectionsCommand: CliCommand = async ({ ds, rpc }) => {
  const { teachers, students } = await rebuildProjections(ds, rpc, {
    userNo: null,
    role: null,
    functionIds: [],
    centerNos: null,
    teacherNo: null,
    studentNo: null,
    locale: 'ja',
    requestId: `projection-rebuild-${randomUUID()}`,
    ip: 'cli',
    frontendUrl: null,
  });
  return `projections rebuilt from masters' snapshot (${teachers} teachers, ${students} students)`;
};
