import { randomUUID } from 'node:crypto';
import { systemCaller } from '@school/contracts';
import { type CliCommand } from '@school/server-kit';
import { rebuildProjections } from './projection-rebuild';

// cli.js projection:rebuild (nx run scheduling:projection:rebuild): needs the masters service running.
export const rebuildProjectionsCommand: CliCommand = async ({ ds, rpc }) => {
  const { teachers, students } = await rebuildProjections(ds, rpc, systemCaller(`projection-rebuild-${randomUUID()}`, 'cli'));
  return `projections rebuilt from masters' snapshot (${teachers} teachers, ${students} students)`;
};
