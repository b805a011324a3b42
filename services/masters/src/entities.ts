import { City, Country, State } from './address/address.entities';

export const ENTITIES = [Country, State, City];
