import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { City, Country, State } from './address.entities';
import { AddressRepository } from './address.repository';
import { AddressService } from './address.service';

// The address lists against the run's migrated and seeded PostgreSQL (nothing is written).
describe('AddressService', () => {
  let ds: DataSource;
  let addresses: AddressService;

  beforeAll(async () => {
    ds = new DataSource({
      type: 'postgres',
      url: process.env.DATABASE_URL,
      schema: 'masters',
      entities: [Country, State, City],
      extra: { max: 2 },
    });
    await ds.initialize();
    addresses = new AddressService(
      new AddressRepository(ds.getRepository(Country), ds.getRepository(State), ds.getRepository(City)),
    );
  });

  afterAll(() => ds.destroy());

  it("lists the countries, a country's states and a state's cities in their order", async () => {
    const countries = await addresses.getCountries();
    expect(countries.length).toBeGreaterThan(0);
    const withStates = (await ds.query(`SELECT min("o0101_id") AS "id" FROM "masters"."state"`)) as { id: number }[];
    const states = await addresses.getStates({ o0101_id: withStates[0].id });
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((s) => s.o0101_id === withStates[0].id)).toBe(true);
    const cities = await addresses.getCities({ o0102_id: states[0].o0102_id });
    expect(cities.every((c) => c.o0102_id === states[0].o0102_id)).toBe(true);
    expect(() => addresses.getStates({ o0101_id: 'x' })).toThrow(AppError);
  });
});
