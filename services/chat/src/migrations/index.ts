import { Initial1763683200000 } from './1763683200000-initial';
import { DemoSchoolTables1763683300000 } from './1763683300000-demo-school-tables';
import { LessonRoomsAndReadState1797800000000 } from './1797800000000-lesson-rooms-and-read-state';
import { OutboxReplay1797950000000 } from './1797950000000-outbox-replay';
import { OutboxActor1798100000000 } from './1798100000000-outbox-actor';

// In order of application.
export const MIGRATIONS = [
  Initial1763683200000,
  DemoSchoolTables1763683300000,
  LessonRoomsAndReadState1797800000000,
  OutboxReplay1797950000000,
  OutboxActor1798100000000,
];
