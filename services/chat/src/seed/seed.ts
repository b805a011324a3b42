import { type DataSource } from 'typeorm';
import { type SeedOptions } from '@school/server-kit';

// The chat schema's share of the demo school.
export const seedChat = async (_ds: DataSource, _o: SeedOptions): Promise<void> => {};

export const chatIsEmpty = async (_ds: DataSource): Promise<boolean> => true;
