import { DataSource } from 'typeorm';
import { TimeSlotRpc } from './time-slot.rpc';
import { TimeSlotRepository } from './time-slot.repository';

// M0040_doBrowseAll against the real PostgreSQL the run migrated and seeded (the time-slot master
// is seed data: read only).
describe('TimeSlotRpc (M0040_doBrowseAll) against PostgreSQL', () => {
  let ds: DataSource;
  let slots: TimeSlotRpc;
  let stored: { time_limit_no: number; time_division: number }[];

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    slots = new TimeSlotRpc(new TimeSlotRepository(ds));
    stored = (await ds.query(
      `SELECT "time_limit_no", "time_division" FROM "scheduling"."time_slot" ORDER BY "sort_order", "time_limit_no"`,
    )) as { time_limit_no: number; time_division: number }[];
  });

  afterAll(() => ds.destroy());

  describe('browseAll', () => {
    it('answers every period and half in timetable order, with its times and label', async () => {
      const all = await slots.browseAll({});
      expect(all.map((s) => s.time_limit_no)).toEqual(stored.map((s) => s.time_limit_no));
      expect(all[0]).toEqual({
        time_limit_no: expect.any(Number),
        time_group: expect.any(Number),
        time_division: expect.any(Number),
        start_time: expect.any(String),
        end_time: expect.any(String),
        label: expect.any(String),
      });
    });

    it('leaves out the 90-minute periods when asked for halves only (not_time_division 0)', async () => {
      const halves = await slots.browseAll({ not_time_division: 0 });
      expect(halves.length).toBeGreaterThan(0);
      expect(halves.every((s) => s.time_division !== 0)).toBe(true);
      expect(halves.map((s) => s.time_limit_no)).toEqual(stored.filter((s) => s.time_division !== 0).map((s) => s.time_limit_no));
      // any other value is no filter
      expect(await slots.browseAll({ not_time_division: 1 })).toHaveLength(stored.length);
    });
  });
});
